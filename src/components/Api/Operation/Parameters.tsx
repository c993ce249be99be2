import React from "react";
import { Html } from "../SchemaTree";
import type { OperationParameter } from "./types";
import { operationStrings } from "../../../api-strings/operation";

/** The operation's path, query and header parameters, each with where it goes and whether it is required. */
export function Parameters({ parameters }: { readonly parameters: readonly OperationParameter[] }) {
  return (
    <>
      {parameters.map((p) => (
        <div key={`${p.in}:${p.name}`}>
          <p>
            <code>{p.name}</code> ({p.in}){p.required ? operationStrings.requiredSuffix : ""}
          </p>
          <Html html={p.descriptionHtml} />
        </div>
      ))}
    </>
  );
}
