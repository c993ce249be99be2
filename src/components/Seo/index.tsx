/**
 * The one place that writes <head> tags, through react-helmet: titles "{page} | AutoEval Docs",
 * description, canonical URL, Open Graph and Twitter cards.
 */
import React from "react";
import { Helmet } from "react-helmet";
import { siteConfig } from "../../config";
import { withTrailingSlash } from "../../lib/slug";

interface Props {
  readonly title: string;
  readonly description?: string | null;
  readonly path: string;
  readonly noindex?: boolean;
}

export function pageTitle(title: string): string {
  return title === siteConfig.title ? title : `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}

export function Seo({ title, description, path, noindex = false }: Props) {
  const fullTitle = pageTitle(title);
  const canonical = `${siteConfig.url}${withTrailingSlash(path)}`;
  const text = description ?? siteConfig.tagline;
  return (
    <Helmet htmlAttributes={{ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction }}>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:image" content={`${siteConfig.url}/img/social-card.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
    </Helmet>
  );
}
