/** The sections of the API information page, in reading order: they render the page and its TOC. */
import React from "react";
import { apiStrings } from "../../../api-strings";
import type { PageSection } from "../Sections";
import { Download } from "./Download";
import { Security } from "./Security";
import { Servers } from "./Servers";
import { Tags, tagSubsections } from "./Tags";
import type { ApiInfo } from "./types";

export function infoSections(info: ApiInfo): PageSection[] {
  return [
    { id: "base-url", title: apiStrings.baseUrl, body: <Servers servers={info.servers} /> },
    { id: "authentication", title: apiStrings.authentication, body: <Security schemes={info.security} /> },
    { id: "openapi-description", title: apiStrings.openApiDescription, body: <Download /> },
    {
      id: "operations",
      title: apiStrings.operations,
      subsections: tagSubsections(info.tags),
      body: <Tags tags={info.tags} />,
    },
  ];
}
