import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sidebarFileKey } from "../../../common/docs/route-data";
import { sidebarFileItems } from "../../../common/sidebar/props";
import type { ResolvedItem } from "../../../common/sidebar/types";
import { sidebarFiles, writeSidebarFiles } from "../files";

const ITEMS: ResolvedItem[] = [
  { type: "link", label: "Quickstart", href: "/quickstart/", external: false, unlisted: false },
  {
    type: "category",
    label: "Guides",
    collapsed: true,
    items: [{ type: "link", label: "RAG", href: "/guides/rag/", external: false, unlisted: false }],
  },
];
const SIDEBARS = [
  { sidebarId: "docs", version: "current", items: ITEMS },
  { sidebarId: "docs", version: "1.x", items: ITEMS.slice(1) },
];

describe("sidebarFiles", () => {
  it("gives each sidebar a file named by its version, id and the digest of its items", () => {
    const files = sidebarFiles(SIDEBARS);
    expect(files.map((f) => f.key)).toEqual([sidebarFileKey("current", "docs"), sidebarFileKey("1.x", "docs")]);
    expect(files[0]!.sitePath).toMatch(/^\/sidebars\/current\/docs\.[0-9a-f]{16}\.json$/);
    expect(files[1]!.sitePath).toMatch(/^\/sidebars\/1\.x\/docs\.[0-9a-f]{16}\.json$/);
    expect(JSON.parse(files[0]!.text)).toEqual(sidebarFileItems(ITEMS));
  });

  it("names the same items the same, and other items otherwise", () => {
    expect(sidebarFiles(SIDEBARS)[0]!.sitePath).toBe(sidebarFiles(SIDEBARS)[0]!.sitePath);
    const renamed = [{ ...SIDEBARS[0]!, items: [{ ...ITEMS[0]!, label: "Start here" }, ITEMS[1]!] }];
    expect(sidebarFiles(renamed)[0]!.sitePath).not.toBe(sidebarFiles(SIDEBARS)[0]!.sitePath);
  });

  it("keeps a version name or sidebar id to one path segment", () => {
    const [file] = sidebarFiles([{ sidebarId: "api/ref", version: "../2 beta", items: ITEMS }]);
    expect(file!.sitePath).toMatch(/^\/sidebars\/\.\.-2-beta\/api-ref\.[0-9a-f]{16}\.json$/);
  });
});

describe("writeSidebarFiles", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each file where its site path says, and removes an earlier build's", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "sidebar-files-"));
    mkdirSync(path.join(dir, "sidebars/current"), { recursive: true });
    writeFileSync(path.join(dir, "sidebars/current/docs.stale.json"), "[]");
    const paths = writeSidebarFiles(dir, SIDEBARS);
    const current = paths.get(sidebarFileKey("current", "docs"))!;
    expect(JSON.parse(readFileSync(path.join(dir, current), "utf8"))).toEqual(sidebarFileItems(ITEMS));
    expect(readdirSync(path.join(dir, "sidebars/current"))).toEqual([path.basename(current)]);
    expect(paths.size).toBe(2);
  });
});
