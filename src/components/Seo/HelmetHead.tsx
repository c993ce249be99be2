/**
 * The page's <head> tags through react-helmet: titles "{page} | AutoEval Docs", description,
 * canonical URL, Open Graph and Twitter cards (the page's own social card, src/build/social-cards/cards.ts).
 */
import React from "react";
import { Helmet } from "react-helmet";
import { siteConfig } from "../../config";
import { headUpdated } from "../../browser/head-state";
import type { HeadTags } from "./head-tags";

export default function HelmetHead({ tags }: { readonly tags: HeadTags }) {
  return (
    <Helmet
      htmlAttributes={{ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction }}
      onChangeClientState={headUpdated}
    >
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <link rel="canonical" href={tags.canonical} />
      <meta property="og:title" content={tags.title} />
      <meta property="og:description" content={tags.description} />
      <meta property="og:url" content={tags.canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:image" content={tags.ogImage.url} />
      <meta property="og:image:alt" content={tags.ogImage.alt} />
      <meta property="og:image:width" content={String(tags.ogImage.width)} />
      <meta property="og:image:height" content={String(tags.ogImage.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={tags.title} />
      <meta name="twitter:description" content={tags.description} />
      <meta name="twitter:image:alt" content={tags.ogImage.alt} />
      {tags.noindex && <meta name="robots" content="noindex" />}
      {tags.feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type={feed.type} title={feed.title} href={feed.href} />
      ))}
    </Helmet>
  );
}
