import { withPrefix } from "gatsby";
import React from "react";
import { OPENAPI_DOWNLOAD_PATH } from "../../../common/api-console/data";
import { apiInfoStrings } from "../../../api-strings/info";

/** The OpenAPI description as a file to download. */
export function Download() {
  return (
    <p>
      {/* A file, not a page: a plain link, so the browser downloads it instead of routing to it. */}
      <a href={withPrefix(OPENAPI_DOWNLOAD_PATH)} download>
        {apiInfoStrings.downloadOpenApi}
      </a>{" "}
      {apiInfoStrings.openApiDescriptionNote}
    </p>
  );
}
