/** What every page puts in <head>, computed once from the page's title, description and path. */
import { pathPrefix, siteConfig } from "../../config";
import { withTrailingSlash } from "../../common/slug";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath } from "../../common/social-card";

export interface SeoProps {
  readonly title: string;
  readonly description?: string | null;
  readonly path: string;
  readonly noindex?: boolean;
  /** Feeds of the page, announced with <link rel="alternate"> (site paths, e.g. /release-notes/rss.xml). */
  readonly feeds?: readonly FeedLink[];
}

export interface FeedLink {
  readonly type: "application/rss+xml" | "application/atom+xml";
  readonly title: string;
  readonly href: string;
}

export interface HeadTags {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** The page's social card, drawn at build time (src/build/social-cards/cards.ts). */
  readonly ogImage: { readonly url: string; readonly alt: string; readonly width: number; readonly height: number };
  readonly noindex: boolean;
  readonly feeds: readonly FeedLink[];
}

export function pageTitle(title: string): string {
  return title === siteConfig.title ? title : `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}

export function headTags({ title, description, path, noindex = false, feeds = [] }: SeoProps): HeadTags {
  return {
    title: pageTitle(title),
    description: description ?? siteConfig.tagline,
    canonical: `${siteConfig.url}${withTrailingSlash(path)}`,
    ogImage: {
      url: `${siteConfig.url}${pathPrefix}${socialCardPath(path)}`,
      alt: `${title} — ${siteConfig.title}`,
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
    },
    noindex,
    feeds: feeds.map((feed) => ({ ...feed, href: `${pathPrefix}${feed.href}` })),
  };
}
