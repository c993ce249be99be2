import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readBuiltSite } from "../read";

const root = mkdtempSync(path.join(tmpdir(), "built-site-"));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
write("index.html", "<p>home</p>");
write("guides/rag/index.html", "<p>rag</p>");
write("404.html", "<p>not found</p>");
write("page-data/guides/rag/page-data.json", "{}");
write("static/index.html", "<p>an asset, not a page</p>");
write("og/guides/rag.png", "");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("readBuiltSite", () => {
  it("reads pages by route and lists every other file by its site path", () => {
    const { pages, files } = readBuiltSite(root);
    expect(pages.map((page) => page.path).sort()).toEqual(["/", "/guides/rag/"]);
    expect(pages.find((page) => page.path === "/guides/rag/")?.html).toBe("<p>rag</p>");
    expect([...files].sort()).toEqual([
      "/404.html",
      "/og/guides/rag.png",
      "/page-data/guides/rag/page-data.json",
      "/static/index.html",
    ]);
  });

  it("rewrites each HTML file in place, given its path under the folder, and keeps the rewritten text", () => {
    const seen: string[] = [];
    const { pages } = readBuiltSite(root, (html, file) => {
      seen.push(file);
      return html.replace("<p>", `<p data-file="${file}">`);
    });
    expect(seen.sort()).toEqual(["404.html", "guides/rag/index.html", "index.html"]);
    expect(readFileSync(path.join(root, "404.html"), "utf8")).toBe('<p data-file="404.html">not found</p>');
    expect(pages.find((page) => page.path === "/")?.html).toBe('<p data-file="index.html">home</p>');
  });
});
