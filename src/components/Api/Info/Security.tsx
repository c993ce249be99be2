import React from "react";
import { Html } from "../SchemaTree";
import type { ApiInfo } from "./types";

/** The API's authentication schemes. */
export function Security({ schemes }: { readonly schemes: ApiInfo["security"] }) {
  return (
    <>
      {schemes.map((scheme) => (
        <div key={scheme.name}>
          <p>
            <strong>{scheme.name}</strong>: HTTP {scheme.scheme} authentication
            {scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ""}.
          </p>
          <Html html={scheme.descriptionHtml} />
        </div>
      ))}
    </>
  );
}
