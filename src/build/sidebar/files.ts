/**
 * Each sidebar's file, `/sidebars/<version>/<sidebarId>.<digest>.json`: every category's items,
 * which the pages leave out of their closed categories (src/common/sidebar/props.ts,
 * pageSidebarProps). A reader's browser fetches it once, when the reader first opens a closed
 * category. It is named by its digest, so hosts cache it for good (src/build/built-site/deploy-headers.ts)
 * and a page always gets the items it was built with.
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sidebarFileKey } from "../../common/docs/route-data";
import { sidebarFileItems } from "../../common/sidebar/props";
import type { ResolvedItem } from "../../common/sidebar/types";

export const SIDEBAR_FILES_DIR = "/sidebars/";

interface Sidebar {
  readonly sidebarId: string;
  readonly version: string;
  readonly items: readonly ResolvedItem[];
}

/** A version name or sidebar id as one path segment. */
const segment = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "-");

/** Each sidebar's file: its key (sidebarFileKey), site path and text. */
export function sidebarFiles(sidebars: readonly Sidebar[]): { key: string; sitePath: string; text: string }[] {
  return sidebars.map((sidebar) => {
    const text = JSON.stringify(sidebarFileItems(sidebar.items));
    const digest = createHash("sha256").update(text).digest("hex").slice(0, 16);
    return {
      key: sidebarFileKey(sidebar.version, sidebar.sidebarId),
      sitePath: `${SIDEBAR_FILES_DIR}${segment(sidebar.version)}/${segment(sidebar.sidebarId)}.${digest}.json`,
      text,
    };
  });
}

/** Writes the files into `publicDir` (an earlier build's are removed); returns each one's site path by key. */
export function writeSidebarFiles(publicDir: string, sidebars: readonly Sidebar[]): Map<string, string> {
  const dir = path.join(publicDir, SIDEBAR_FILES_DIR);
  rmSync(dir, { recursive: true, force: true });
  const paths = new Map<string, string>();
  for (const file of sidebarFiles(sidebars)) {
    const target = path.join(publicDir, file.sitePath);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
    paths.set(file.key, file.sitePath);
  }
  return paths;
}
