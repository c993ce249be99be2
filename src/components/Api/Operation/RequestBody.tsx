import React from "react";
import { asSchemaNode } from "../../../../openapi-contract/schema-label";
import { BodyExamples } from "../BodyExamples";
import { Html, SchemaTree } from "../SchemaTree";
import type { OperationRequestBody } from "./types";
import { operationStrings } from "../../../api-strings/operation";

/** What the request sends: description, media type, schema tree and examples. */
export function RequestBody({ body }: { readonly body: OperationRequestBody }) {
  return (
    <>
      <Html html={body.descriptionHtml} />
      <p>
        <code>{body.contentType}</code>
        {body.required ? operationStrings.requiredSuffix : ""}
      </p>
      <div data-nosearch>
        <SchemaTree node={asSchemaNode(body.schema)} />
        <BodyExamples examples={body.examples} title={operationStrings.requestExample} />
      </div>
    </>
  );
}
