/** Every page of the built site (each index.html under public/), as site paths. */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const PUBLIC_DIR = path.resolve(__dirname, "../../public");

export function builtPages(root = PUBLIC_DIR): string[] {
  if (!existsSync(root)) return [];
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === "index.html")
        pages.push(`/${path.relative(root, dir).split(path.sep).join("/")}/`.replace(/^\/\/$/, "/"));
      else if (
        !name.startsWith(".") &&
        name !== "page-data" &&
        name !== "static" &&
        name !== "~partytown" &&
        statSync(full).isDirectory()
      )
        walk(full);
    }
  };
  walk(root);
  return pages.filter((p) => !p.startsWith("/dev-404-page/")).sort();
}

/** Splits a list into `n` nearly equal parts. */
export function split<T>(items: readonly T[], n: number): T[][] {
  const parts: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => parts[i % n]!.push(item));
  return parts;
}
