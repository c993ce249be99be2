import React from "react";
import { apiInfoStrings } from "../../../api-strings/info";
import { Html } from "../SchemaTree";
import type { ApiInfo } from "./types";

/** The API's authentication schemes. */
export function Security({ schemes }: { readonly schemes: ApiInfo["security"] }) {
  return (
    <>
      {schemes.map((scheme) => (
        <div key={scheme.name}>
          <p>
            <strong>{scheme.name}</strong>: {apiInfoStrings.httpAuthentication(scheme.scheme, scheme.bearerFormat)}
          </p>
          <Html html={scheme.descriptionHtml} />
        </div>
      ))}
    </>
  );
}
