/** The sections of an operation page, in reading order: they render the page and its TOC. */
import React from "react";
import { strings } from "../../../strings";
import { operationStrings } from "../../../api-strings/operation";
import { present, type PageSection } from "../Sections";
import { Authentication } from "./Authentication";
import { Parameters } from "./Parameters";
import { RequestBody } from "./RequestBody";
import { Responses, responseSubsections } from "./Responses";
import { PANE_SECTION } from "./Layout";
import { Samples } from "./Samples";
import type { ApiOverview, Operation } from "./types";

export function operationSections(op: Operation, info: ApiOverview): PageSection[] {
  return present([
    {
      id: "authentication",
      title: strings.authentication,
      noSearch: true,
      body: <Authentication info={info} />,
    },
    op.parameters.length > 0 && {
      id: "parameters",
      title: operationStrings.parameters,
      body: <Parameters parameters={op.parameters} />,
    },
    op.requestBody && {
      id: "request-body",
      title: operationStrings.requestBody,
      body: <RequestBody body={op.requestBody} />,
    },
    { id: PANE_SECTION, title: operationStrings.codeSamples, body: <Samples op={op} /> },
    {
      id: "responses",
      title: operationStrings.responses,
      subsections: responseSubsections(op.responses),
      body: <Responses responses={op.responses} />,
    },
  ]);
}
