/**
 * `import url from "../../../gatsby/x.css?lazy-stylesheet"` gives the URL of the stylesheet as a hashed file
 * of its own, instead of merging it into the one stylesheet Gatsby inlines in every page. The
 * search modal's CSS (DocSearch's and our theme, about 16 KB) loads this way, with the modal.
 * The file is served as written: only use it for CSS that needs no build step.
 */

import { SERVER_STAGES } from "./stages";

export const LAZY_STYLESHEET_QUERY = /lazy-stylesheet/;

interface Rule {
  oneOf?: unknown[];
  test?: unknown;
}

const isCssRule = (rule: unknown): boolean => String((rule as Rule | null)?.test) === String(/\.css$/);

/** The rule to put first in the CSS `oneOf`: the same URL in every stage, the file written by the browser build only. */
export function lazyStylesheetRule(stage: string): Record<string, unknown> {
  const serverSide = SERVER_STAGES.has(stage);
  return {
    resourceQuery: LAZY_STYLESHEET_QUERY,
    type: "asset/resource",
    generator: { filename: "static/[name]-[contenthash:12][ext]", emit: !serverSide },
  };
}

/** Puts the rule ahead of Gatsby's CSS rules, inside the `oneOf` that holds them. Returns whether it found it. */
export function addLazyStylesheetRule(rules: unknown[], stage: string): boolean {
  const group = rules.find((rule) => (rule as Rule).oneOf?.some(isCssRule)) as Rule | undefined;
  if (!group?.oneOf) return false;
  group.oneOf.unshift(lazyStylesheetRule(stage));
  return true;
}
