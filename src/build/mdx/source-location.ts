/**
 * Where in its file a place in an MDX page is, as "content/docs/page.mdx:12:3", for build errors
 * a maintainer can open. The MDX compile and the build's own reader (read-mdx.ts) see the page's
 * body without its front matter, so their lines start after it: the file is read again (only when
 * there is an error to report) to count the lines above the body. Build-time only.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface Point {
  readonly line?: number;
  readonly column?: number;
}

/** What MDX's VFile tells of the page: its path (absolute in the compile) and the text compiled. */
export interface PageFile {
  readonly path?: string;
  readonly history?: readonly string[];
  readonly value?: unknown;
}

/** Lines of the file above its body (the front matter), or 0 when the body is not found in it. */
function linesAboveBody(file: string, body: string): number {
  try {
    const text = readFileSync(file, "utf8");
    const at = body ? text.indexOf(body) : -1;
    return at <= 0 ? 0 : text.slice(0, at).split("\n").length - 1;
  } catch {
    return 0;
  }
}

export function sourceLocation(page: PageFile, point?: Point): string {
  const file = page.path ?? page.history?.[0];
  if (!file) return "an MDX file";
  const name = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  if (!point?.line) return name;
  const absolute = path.resolve(file);
  const line = point.line + linesAboveBody(absolute, typeof page.value === "string" ? page.value : "");
  return `${name}:${line}${point.column ? `:${point.column}` : ""}`;
}
