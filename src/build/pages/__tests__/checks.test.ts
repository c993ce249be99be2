import { describe, expect, it } from "vitest";
import type { NavbarItem } from "../../../config/schema";
import { BUILD_ERROR } from "../../build-errors";
import { checkPages } from "../checks";

const doc = (docId: string, path: string, sourceFile = `content/docs/${docId}.mdx`) => ({
  id: `doc-${docId}-${sourceFile}`,
  docId,
  version: "current",
  path,
  draft: false,
  unlisted: false,
  sourceFile,
  mdx: { id: `mdx-${docId}`, internal: { contentFilePath: sourceFile } },
});
const sidebarTo = (...hrefs: string[]) => ({
  sidebarId: "docs",
  version: "current",
  file: "content/sidebars/current.json",
  items: hrefs.map((href) => ({ type: "link" as const, label: href, href, external: false, unlisted: false })),
});
const docItem = (docId: string) => ({ type: "doc", docId, label: docId, position: "left" }) as unknown as NavbarItem;

describe("checkPages", () => {
  const docs = [doc("intro", "/intro/"), doc("quickstart", "/quickstart/")];
  const data = { allDoc: { nodes: docs }, allSidebar: { nodes: [sidebarTo("/intro/", "/quickstart/")] } };
  const planned = docs.map((d) => ({ path: d.path, source: d.sourceFile }));

  it("passes a consistent site with no warning", () => {
    expect(checkPages(data, planned, [docItem("intro")])).toEqual({ error: null, warnings: [] });
  });

  it("stops on a navbar item naming a doc that does not exist, naming the config file", () => {
    const { error } = checkPages(data, planned, [docItem("intro"), docItem("missing")]);
    expect(error?.id).toBe(BUILD_ERROR.navbar);
    expect(error?.message).toContain("src/config/site.ts");
    expect(error?.message).toContain("missing");
  });

  it("stops on two pages at one path, naming both sources", () => {
    const { error } = checkPages(data, [...planned, { path: "/intro/", source: "src/pages/intro.tsx" }], []);
    expect(error?.id).toBe(BUILD_ERROR.duplicateRoute);
    expect(error?.message).toContain("content/docs/intro.mdx");
    expect(error?.message).toContain("src/pages/intro.tsx");
  });

  it("warns of a doc no sidebar reaches and of paths that differ only in case", () => {
    const { error, warnings } = checkPages(
      { ...data, allSidebar: { nodes: [sidebarTo("/intro/")] } },
      [...planned, { path: "/Intro/", source: "src/pages/Intro.tsx" }],
      [],
    );
    expect(error).toBeNull();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("content/docs/quickstart.mdx");
    expect(warnings[1]).toContain("/Intro/");
  });
});
