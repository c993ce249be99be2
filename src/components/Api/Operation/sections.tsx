/** The sections of an operation page, in reading order: they render the page and its TOC. */
import React from "react";
import { apiStrings } from "../../../api-strings";
import type { PageSection } from "../Sections";
import { Authentication } from "./Authentication";
import { Parameters } from "./Parameters";
import { RequestBody } from "./RequestBody";
import { Responses, responseSubsections } from "./Responses";
import { Samples } from "./Samples";
import type { ApiOverview, Operation } from "./types";

export function operationSections(op: Operation, info: ApiOverview): PageSection[] {
  return [
    {
      id: "authentication",
      title: apiStrings.authentication,
      noSearch: true,
      body: <Authentication info={info} />,
    },
    ...(op.parameters.length > 0
      ? [{ id: "parameters", title: apiStrings.parameters, body: <Parameters parameters={op.parameters} /> }]
      : []),
    ...(op.requestBody
      ? [{ id: "request-body", title: apiStrings.requestBody, body: <RequestBody body={op.requestBody} /> }]
      : []),
    { id: "code-samples", title: apiStrings.codeSamples, body: <Samples op={op} /> },
    {
      id: "responses",
      title: apiStrings.responses,
      subsections: responseSubsections(op.responses),
      body: <Responses responses={op.responses} />,
    },
  ];
}
