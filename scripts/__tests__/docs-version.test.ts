import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseVersionsFile } from "../../src/build/docs/versions-file";
import { parseSidebarsFile } from "../../src/build/sidebar/config";

const SCRIPT = path.resolve(__dirname, "../docs-version.mjs");
const FIXTURE = path.resolve(__dirname, "__fixtures__/docs-version-site");

let site: string;
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), "docs-version-"));
  cpSync(FIXTURE, site, { recursive: true });
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** Runs the script as `npm run docs:version -- <name>` does, in the copy of the fixture site. */
function run(...args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, [SCRIPT, ...args], { cwd: site, encoding: "utf8", stdio: "pipe" });
    return { status: 0, stdout, stderr: "" };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

const read = (relative: string) => readFileSync(path.join(site, relative), "utf8");

describe("npm run docs:version", () => {
  it("freezes the current docs as the newest release, as Docusaurus does (CONTRIBUTING's worked example)", () => {
    // The current docs describe 2.x, which has just shipped; work on the next release starts.
    const result = run("2.x");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Cut docs version 2.x, now the newest release (served under /2.x/)");
    expect(result.stdout).toContain('The current docs stay at the root, labelled "Next"');
    const versions = parseVersionsFile(JSON.parse(read("content/versions.json")), "content/versions.json");
    expect(versions.map((v) => [v.name, v.label, v.path, v.isLast, v.banner])).toEqual([
      ["current", "Next", "/", false, "unreleased"],
      ["2.x", "2.x", "/2.x/", true, null],
      ["1.x", "1.x", "/1.x/", false, "unmaintained"],
    ]);
  });

  it("freezes the partials with the docs, and points the copies' imports at the frozen ones", () => {
    run("3.x");
    expect(read("content/partials/version-3.x/prerequisites.mdx")).toBe(read("content/partials/prerequisites.mdx"));
    expect(read("content/partials/version-3.x/key-note.mdx")).toBe(read("content/partials/key-note.mdx"));
    expect(read("content/versioned_docs/version-3.x/guide/setup.mdx")).toContain(
      'import Prerequisites from "../../../partials/version-3.x/prerequisites.mdx";',
    );
    expect(read("content/docs/guide/setup.mdx")).toContain(
      'import Prerequisites from "../../partials/prerequisites.mdx";',
    );
    // A later version freezes the partials of its day, not the copies of earlier versions.
    run("4.x");
    expect(existsSync(path.join(site, "content/partials/version-4.x/prerequisites.mdx"))).toBe(true);
    expect(existsSync(path.join(site, "content/partials/version-4.x/version-3.x"))).toBe(false);
  });

  it("copies the docs, the sidebar and registers the version first among the archived ones", async () => {
    const result = run("3.x");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Cut docs version 3.x");

    for (const file of ["index.mdx", "guide/index.mdx", "guide/setup.mdx", "renamed.mdx"]) {
      expect(existsSync(path.join(site, "content/versioned_docs/version-3.x", file)), file).toBe(true);
    }
    expect(read("content/docs/index.mdx")).toContain("](/guide/setup/#install)");

    const sidebars = parseSidebarsFile(JSON.parse(read("content/sidebars/3.x.json")), "3.x.json");
    expect(sidebars).toEqual(parseSidebarsFile(JSON.parse(read("content/sidebars/current.json")), "current.json"));

    const versionsText = read("content/versions.json");
    const versions = parseVersionsFile(JSON.parse(versionsText), "content/versions.json");
    // 3.x is the newest release: no banner (the complaint was an "unmaintained" one).
    expect(versions.map((v) => [v.name, v.label, v.path, v.banner])).toEqual([
      ["current", "2.x", "/", "unreleased"],
      ["3.x", "3.x", "/3.x/", null],
      ["1.x", "1.x", "/1.x/", "unmaintained"],
    ]);
    expect(await prettier.check(versionsText, { filepath: "versions.json" })).toBe(true);
  });

  it("points links to current docs at the version's copies, and leaves the others", () => {
    run("3.x");
    const home = read("content/versioned_docs/version-3.x/index.mdx");
    expect(home).toContain("[setup](/3.x/guide/setup/#install)");
    expect(home).toContain("[guide](/3.x/guide/)");
    expect(home).toContain("[moved page](/3.x/moved/)");
    expect(home).toContain('to="/3.x/guide/setup/"');
    expect(home).toContain("[API](/api/evaluate/)");
    expect(home).toContain("[notes](/release-notes/)");
    expect(read("content/versioned_docs/version-3.x/guide/index.mdx")).toContain("[home](/3.x/)");
    expect(read("content/versioned_docs/version-3.x/guide/setup.mdx")).toContain("[guide](/3.x/guide/?tab=a)");
  });

  it("refuses an existing version, naming what exists, and writes nothing", () => {
    const before = read("content/versions.json");
    const result = run("1.x");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Version "1.x" already exists (content/versions.json lists it; content/versioned_docs/version-1.x exists; ' +
        "content/sidebars/1.x.json exists). Archived versions are: 1.x.",
    );
    expect(read("content/versions.json")).toBe(before);
  });

  it.each(["v3", "3.X", "../3", "current", "3 x"])("refuses the bad name %j", (name) => {
    const result = run(name);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`"${name}" is not a valid version name`);
    expect(existsSync(path.join(site, "content/versioned_docs", `version-${name}`))).toBe(false);
  });

  it.each([
    ["404", "src/pages/404.tsx"],
    ["2024", "a folder of the current docs"],
    ["404.html", "the build's not-found file"],
  ])("refuses %j, a route the site already owns (%s), and writes nothing", (name) => {
    mkdirSync(path.join(site, "src/pages"), { recursive: true });
    writeFileSync(path.join(site, "src/pages/404.tsx"), "export default function NotFound() {}\n");
    mkdirSync(path.join(site, "content/docs/2024"), { recursive: true });
    writeFileSync(path.join(site, "content/docs/2024/recap.mdx"), "---\ntitle: Recap\ndescription: D.\n---\n");
    const before = read("content/versions.json");
    const result = run(name);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`"${name}" cannot be a version name: the version would be served under /${name}/`);
    expect(read("content/versions.json")).toBe(before);
    expect(existsSync(path.join(site, "content/versioned_docs", `version-${name}`))).toBe(false);
  });

  it("refuses a name whose route a front matter slug owns", () => {
    const renamed = path.join(site, "content/docs/renamed.mdx");
    writeFileSync(renamed, read("content/docs/renamed.mdx").replace("slug: /moved/", "slug: /2026/moved/"));
    expect(run("2026").stderr).toContain('"2026" cannot be a version name');
  });

  it("refuses an over-long name with a message, not a stack", () => {
    const name = `3${"x".repeat(300)}`;
    const result = run(name);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("(301 characters) is too long for a version name: use at most 64");
    expect(result.stderr).not.toContain("ENAMETOOLONG");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("ends in a message, not a stack, when a copied path grows past the file system's limit", () => {
    // Folders of 200 characters, down to a doc whose path fits under content/docs but not under
    // the longer content/versioned_docs/version-3.x.
    const docs = path.join(site, "content/docs");
    const room = 4095 - docs.length - "/x.mdx".length - 2;
    const depth = Math.floor(room / 201);
    const deep = path.join(
      docs,
      ...Array.from({ length: depth }, () => "d".repeat(200)),
      "e".repeat(room - depth * 201),
    );
    mkdirSync(deep, { recursive: true });
    writeFileSync(path.join(deep, "x.mdx"), "---\ntitle: X\ndescription: D.\n---\n");
    const result = run("3.x");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("is too long for the file system");
    expect(result.stderr).toContain("Use a shorter version name, or shorter names for the docs' files and folders.");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("says how to call it without a name", () => {
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Usage: npm run docs:version -- <name>");
  });
});
