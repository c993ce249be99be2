import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteFiles } from "../site-files.mjs";

const root = mkdtempSync(path.join(tmpdir(), "site-files-"));
for (const file of [
  "index.html",
  "404.html",
  "a/index.html",
  "a/b/index.html",
  "page-data/a/page-data.json",
  "a/static/x.png",
]) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), "");
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("siteFiles", () => {
  it("lists every file under the root, relative to it with / separators", () => {
    expect(siteFiles(root).sort()).toEqual(
      [
        "404.html",
        "a/b/index.html",
        "a/index.html",
        "a/static/x.png",
        "index.html",
        "page-data/a/page-data.json",
      ].sort(),
    );
  });

  it("does not enter the folders skipDir names, at any depth", () => {
    const skipped = siteFiles(root, { skipDir: (name) => name === "page-data" || name === "static" });
    expect(skipped.sort()).toEqual(["404.html", "a/b/index.html", "a/index.html", "index.html"]);
  });
});
