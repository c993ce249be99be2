import React from "react";
import { siteConfig } from "../../../config";
import { RequestPane } from "../../ApiConsole";
import { CodeSamples } from "../../CodeSamples";
import { ExampleResponses } from "./ExampleResponses";
import type { Operation } from "./types";

/**
 * The request pane's content: the request in curl, Python and JavaScript and the example
 * responses, where the API console opens when the site turns it on (Try it is in the endpoint bar).
 */
export function Samples({ op }: { readonly op: Pick<Operation, "slug" | "codeSamples" | "responses"> }) {
  const examples = <ExampleResponses responses={op.responses} />;
  return (
    <div data-nosearch>
      {siteConfig.apiConsole.enabled ? (
        <RequestPane slug={op.slug} samples={op.codeSamples} examples={examples} />
      ) : (
        <>
          <CodeSamples samples={op.codeSamples} />
          {examples}
        </>
      )}
    </div>
  );
}
