/** The sections of a schema page, in reading order: they render the page and its TOC. */
import React from "react";
import { asSchemaNode } from "../../../../openapi-contract/schema-label";
import { schemaStrings } from "../../../api-strings/schema";
import { JsonExample } from "../JsonExample";
import { SchemaTree } from "../SchemaTree";
import { present, type PageSection } from "../Sections";
import type { Schema } from "./types";
import { UsedBy } from "./UsedBy";

export function schemaSections(schema: Schema): PageSection[] {
  return present([
    { id: "properties", title: schemaStrings.properties, body: <SchemaTree node={asSchemaNode(schema.tree)} /> },
    !!schema.exampleHtml && {
      id: "example",
      title: schemaStrings.example,
      body: <JsonExample html={schema.exampleHtml} />,
    },
    { id: "used-by", title: schemaStrings.usedBy, noSearch: true, body: <UsedBy schema={schema} /> },
  ]);
}
