/**
 * The built site as onPostBuild's steps read it: every page's HTML by its route, and every other
 * file's site path (page data, hashed assets, images), which the link check resolves against.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuiltPage } from "../links";
import { siteFiles } from "../site-files.mjs";

export interface BuiltSite {
  readonly pages: BuiltPage[];
  readonly files: Set<string>;
}

/**
 * Reads every built page and file of `publicDir`; `rewriteHtml`, when given, rewrites each HTML
 * file in place first (given the HTML and the file's path under `publicDir`, "quickstart/index.html").
 */
export function readBuiltSite(publicDir: string, rewriteHtml?: (html: string, file: string) => string): BuiltSite {
  const pages: BuiltPage[] = [];
  const files = new Set<string>();
  // Every file: pages are read (and rewritten), the rest only listed.
  for (const relative of siteFiles(publicDir)) {
    const file = path.join(publicDir, relative);
    const rel = `/${relative}`;
    // Gatsby's own folders hold no pages, but pages load files from them (page data, hashed assets).
    if (rel.startsWith("/page-data/") || rel.startsWith("/static/") || rel.startsWith("/~partytown/")) {
      files.add(rel);
      continue;
    }
    if (rel.endsWith("/index.html") || rel === "/404.html") {
      const html = readFileSync(file, "utf8");
      const rewritten = rewriteHtml ? rewriteHtml(html, relative) : html;
      if (rewritten !== html) writeFileSync(file, rewritten);
      if (rel.endsWith("/index.html")) pages.push({ path: rel.slice(0, -"index.html".length), html: rewritten });
      else files.add(rel);
    } else {
      files.add(rel);
    }
  }
  return { pages, files };
}
