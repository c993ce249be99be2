/**
 * The prose of the API description: the document, every tag and every response are
 * described, no description carries raw HTML, and every link in a description leads to a
 * page the site has (or to an https URL). With description-consistency.test.ts and
 * description-structure.test.ts, these are the checks that guard openapi/autoeval-api-v2.yaml
 * (see openapi/README.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ADDED_DOCS_PAGES, SPEC_ROUTES } from "../../../../e2e/support/routes";
import { API_DESCRIPTION_FILE } from "./helpers/openapi-ajv";

interface Described {
  readonly where: string;
  readonly text: string;
}

const document = parse(readFileSync(API_DESCRIPTION_FILE, "utf8")) as Record<string, unknown>;

/** Every `description` string in the document (examples excluded), with its JSON pointer. */
function descriptions(value: unknown, at = "", out: Described[] = []): Described[] {
  if (!value || typeof value !== "object") return out;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key === "example" || key === "examples") continue;
    if (key === "description" && typeof child === "string") out.push({ where: at || "/", text: child });
    else descriptions(child, `${at}/${key}`, out);
  }
  return out;
}

const RAW_HTML =
  /<\/?(a|b|i|p|br|hr|div|span|img|script|style|iframe|code|pre|em|strong|ul|ol|li|table|tr|td|th|h[1-6])\b[^>]*>/i;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** The site paths the descriptions link to, without their #anchors. */
export function linkedPaths(items: readonly Described[]): string[] {
  const paths = items.flatMap((d) => [...d.text.matchAll(MARKDOWN_LINK)].map(([, href]) => href!.split("#")[0]!));
  return [...new Set(paths.filter((href) => href.startsWith("/")))].sort();
}

/** The paths openapi/README.md lists for links: its bullet that starts "Link only to these site paths". */
export function readmeLinkablePaths(readme: string): string[] {
  const bullet = /^- Link only to these site paths[\s\S]*?(?=^- |^#|(?![\s\S]))/m.exec(readme)?.[0] ?? "";
  return [...new Set([...bullet.matchAll(/`(\/[^`]*)`/g)].map(([, p]) => p!))].sort();
}

export function htmlIn(items: readonly Described[]): string[] {
  return items.filter((d) => RAW_HTML.test(d.text)).map((d) => d.where);
}

export function badLinksIn(items: readonly Described[], routes: ReadonlySet<string>): string[] {
  return items.flatMap((d) =>
    [...d.text.matchAll(MARKDOWN_LINK)]
      .map(([, href]) => href!)
      .filter((href) => !/^https:\/\//.test(href) && !routes.has(href.split("#")[0]!))
      .map((href) => `${d.where}: ${href}`),
  );
}

const all = descriptions(document);

describe("prose of the API description", () => {
  it("describes the document, every tag and every response", () => {
    const info = document.info as { description?: string };
    const tags = (document.tags ?? []) as { name: string; description?: string }[];
    const paths = document.paths as Record<
      string,
      Record<string, { responses?: Record<string, { description?: string; $ref?: string }> }>
    >;
    const shared = (document.components as { responses?: Record<string, { description?: string }> }).responses ?? {};
    const missing = [
      ...(info.description?.trim() ? [] : ["/info"]),
      ...tags.filter((t) => !t.description?.trim()).map((t) => `tag ${t.name}`),
      ...Object.entries(paths).flatMap(([p, item]) =>
        Object.entries(item).flatMap(([method, op]) =>
          Object.entries(op.responses ?? {})
            .filter(([, r]) => !r.$ref && !r.description?.trim())
            .map(([status]) => `${method.toUpperCase()} ${p} ${status}`),
        ),
      ),
      ...Object.entries(shared)
        .filter(([, r]) => !r.description?.trim())
        .map(([name]) => `components/responses/${name}`),
    ];
    expect(tags.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it("has no raw HTML in any description", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(htmlIn(all)).toEqual([]);
  });

  it("links only to pages the site has, or to https URLs", () => {
    expect(badLinksIn(all, new Set([...SPEC_ROUTES, ...ADDED_DOCS_PAGES]))).toEqual([]);
  });

  it("links to exactly the site paths openapi/README.md lists for authors", () => {
    const readme = readFileSync(path.join(path.dirname(API_DESCRIPTION_FILE), "README.md"), "utf8");
    expect(readmeLinkablePaths(readme)).toEqual(linkedPaths(all));
  });

  it("catches raw HTML and a link to a missing page (so the checks above can fail)", () => {
    const bad = [{ where: "/x", text: 'See <a href="/quickstart/">this</a> and [that](/no-such-page/).' }];
    expect(htmlIn(bad)).toEqual(["/x"]);
    expect(badLinksIn(bad, new Set(["/quickstart/"]))).toEqual(["/x: /no-such-page/"]);
  });
});
