/** Every page of the built site (each index.html under public/), as site paths. */
import { existsSync } from "node:fs";
import path from "node:path";
import { siteFiles } from "../../src/build/site-files.mjs";

export const PUBLIC_DIR = path.resolve(__dirname, "../../public");

export function builtPages(root = PUBLIC_DIR): string[] {
  if (!existsSync(root)) return [];
  // Pages only: not Gatsby's data, assets and partytown folders, nor hidden ones.
  const skipDir = (name: string) => name.startsWith(".") || ["page-data", "static", "~partytown"].includes(name);
  return siteFiles(root, { skipDir })
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`)
    .filter((p) => !p.startsWith("/dev-404-page/"))
    .sort();
}

/** Splits a list into `n` nearly equal parts. */
export function split<T>(items: readonly T[], n: number): T[][] {
  const parts: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => parts[i % n]!.push(item));
  return parts;
}
