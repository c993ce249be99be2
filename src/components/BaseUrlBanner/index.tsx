/**
 * On the home page only: warns when the site is served from a path that does not match its
 * configured path prefix. In that case the scripts themselves fail to load, so an inline
 * script (fixed text from the config, nothing from the URL) reveals the banner. The prefix is
 * validated by the config schema and embedded as script-safe JSON all the same.
 */
import React from "react";
import { pathPrefix } from "../../config";
import { BASE_URL_BANNER_ID, bannerScript } from "../../browser/base-url-banner-script";
import { strings } from "../../strings";
import * as styles from "./styles.module.css";

export function BaseUrlBanner({ pathname }: { readonly pathname: string }) {
  if (pathname !== "/" || !pathPrefix) return null;
  return (
    <>
      <div className={styles.banner} role="alert" id={BASE_URL_BANNER_ID} hidden suppressHydrationWarning>
        {strings.baseUrlIssue(`${pathPrefix}/`)}
      </div>
      <script dangerouslySetInnerHTML={{ __html: bannerScript(pathPrefix) }} suppressHydrationWarning />
    </>
  );
}
