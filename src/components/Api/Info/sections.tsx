/** The sections of the API information page, in reading order: they render the page and its TOC. */
import React from "react";
import { strings } from "../../../strings";
import { apiInfoStrings } from "../../../api-strings/info";
import type { PageSection } from "../Sections";
import { Download } from "./Download";
import { Security } from "./Security";
import { Servers } from "./Servers";
import { Tags, tagSubsections } from "./Tags";
import type { ApiInfo } from "./types";

export function infoSections(info: ApiInfo): PageSection[] {
  return [
    { id: "base-url", title: apiInfoStrings.baseUrl, body: <Servers servers={info.servers} /> },
    { id: "authentication", title: strings.authentication, body: <Security schemes={info.security} /> },
    { id: "openapi-description", title: apiInfoStrings.openApiDescription, body: <Download /> },
    {
      id: "operations",
      title: apiInfoStrings.operations,
      subsections: tagSubsections(info.tags),
      body: <Tags tags={info.tags} />,
    },
  ];
}
