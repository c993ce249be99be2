/** The one place pages declare their <head> tags; see head-renderer.ts for who writes them. */
import React, { useContext } from "react";
import { HeadRendererContext } from "./head-renderer";
import { headTags, type SeoProps } from "./head-tags";

export { pageTitle } from "./head-tags";

export function Seo(props: SeoProps) {
  const Head = useContext(HeadRendererContext);
  return <Head tags={headTags(props)} />;
}
