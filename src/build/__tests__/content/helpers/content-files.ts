/** The real content folder, for tests that check every page the site is built from. */
import { readdirSync } from "node:fs";
import path from "node:path";

export const CONTENT_DIR = path.resolve(__dirname, "../../../../../content");

/** Files under `dir` (absolute paths, sorted) whose names match `pattern` (MDX by default). */
export function contentFiles(dir: string, pattern: RegExp = /\.mdx$/): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return contentFiles(full, pattern);
      return pattern.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** A file's path relative to `base`, with forward slashes, as routes and doc ids use it. */
export function relativePath(base: string, file: string): string {
  return path.relative(base, file).split(path.sep).join("/");
}

/** Front matter blanked out line for line, so line numbers in the body stay right. */
export function blankFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (block) => block.replace(/[^\n]/g, ""));
}
