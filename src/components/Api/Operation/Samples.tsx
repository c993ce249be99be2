import React from "react";
import { siteConfig } from "../../../config";
import { ApiConsoleSection } from "../../ApiConsole";
import { CodeSamples } from "../../CodeSamples";
import type { Operation } from "./types";

/** The request in curl, Python and JavaScript, with the API console's Try it button when the site turns it on. */
export function Samples({ op }: { readonly op: Pick<Operation, "slug" | "summary" | "codeSamples"> }) {
  return (
    <div data-nosearch>
      {siteConfig.apiConsole.enabled ? (
        <ApiConsoleSection slug={op.slug} summary={op.summary} samples={op.codeSamples} />
      ) : (
        <CodeSamples samples={op.codeSamples} />
      )}
    </div>
  );
}
