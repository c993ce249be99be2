/**
 * One name for the API reference everywhere: /sdk/ is "API reference" in the navbar, the
 * footer, the sidebar, its own title and every link to it; /category/api/ is the list of all
 * operations and is never called the API reference. The only SDKs the site names are the
 * platform's official `lastmile` packages, documented on /sdk/; it never says there is no SDK
 * and never calls its own example client one.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { siteConfigInput } from "../../../config/site";
import { CONTENT_DIR, contentFiles } from "./helpers/content-files";

const NAME = "api reference";
/** Saying there is no SDK, or calling something other than the `lastmile` packages the AutoEval SDK. */
const SDK_DENIAL = /\bno SDK\b|SDK to install|\b(AutoEval|our|this site's) SDK\b/i;
const DESCRIPTION = path.resolve(CONTENT_DIR, "../openapi/autoeval-api-v2.yaml");
const FILES = [...contentFiles(path.join(CONTENT_DIR, "docs")), DESCRIPTION];

interface Found {
  readonly where: string;
  readonly text: string;
  readonly href: string;
}

/** Markdown links and <Card title to> in a file. */
export function linksIn(source: string, where: string): Found[] {
  const markdown = [...source.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, text, href]) => ({
    where,
    text: text!.replace(/\*/g, ""),
    href: href!,
  }));
  const cards = [...source.matchAll(/<Card title="([^"]+)" to="([^"]+)"/g)].map(([, text, href]) => ({
    where,
    text: text!,
    href: href!,
  }));
  return [...markdown, ...cards];
}

/** Links that break the naming: /sdk/ (no anchor) not called the API reference, or /category/api/ called so. */
export function namingProblems(links: readonly Found[]): string[] {
  return links
    .filter(({ text, href }) =>
      href === "/sdk/" ? !text.toLowerCase().includes(NAME) : href === "/category/api/" && text.toLowerCase() === NAME,
    )
    .map(({ where, text, href }) => `${where}: [${text}](${href})`);
}

describe("the API reference's name", () => {
  it("is the same in the navbar, the footer, the sidebar and the page title", () => {
    const config = siteConfigInput({});
    const navbar = config.navbar.items.find((item) => "to" in item && item.to === "/sdk/");
    expect(navbar && "label" in navbar ? navbar.label?.toLowerCase() : null).toBe(NAME);
    const footer = config.footer.links.flatMap((column) => ("items" in column ? column.items : []));
    expect(
      footer.filter((item) => "to" in item && item.to === "/sdk/").map((item) => item.label.toLowerCase()),
    ).toEqual([NAME]);
    expect(footer.find((item) => "to" in item && item.to === "/category/api/")?.label.toLowerCase()).not.toBe(NAME);
    const page = matter(readFileSync(path.join(CONTENT_DIR, "docs/sdk.mdx"), "utf8")).data;
    expect(String(page["title"]).toLowerCase()).toBe(NAME);
    expect(String(page["sidebar_label"]).toLowerCase()).toBe(NAME);
  });

  it("is what every link to /sdk/ says, and no link to /category/api/ borrows it", () => {
    const links = FILES.flatMap((file) => linksIn(readFileSync(file, "utf8"), path.basename(file)));
    expect(links.filter((l) => l.href === "/sdk/").length).toBeGreaterThan(3);
    expect(namingProblems(links)).toEqual([]);
  });

  it("names the official SDKs only, and the old names are gone", () => {
    for (const file of FILES) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/SDK & API|Calling the API/);
      for (const line of text.split("\n").filter((l) => /\bSDK\b/.test(l))) expect(line, file).not.toMatch(SDK_DENIAL);
    }
    const page = readFileSync(path.join(CONTENT_DIR, "docs/sdk.mdx"), "utf8");
    for (const install of ["npm install lastmile", "pip install lastmile"]) expect(page).toContain(install);
  });

  it("catches a line that denies the SDKs (so the check above can fail)", () => {
    expect("There is no SDK package to install.").toMatch(SDK_DENIAL);
    expect("The AutoEval SDK the scripts on this site import.").toMatch(SDK_DENIAL);
    expect("This site's example client (not an SDK).").not.toMatch(SDK_DENIAL);
  });

  it("catches a wrong name (so the checks above can fail)", () => {
    const links = linksIn("See [Calling the API](/sdk/) and the [API reference](/category/api/).", "x.mdx");
    expect(namingProblems(links)).toEqual([
      "x.mdx: [Calling the API](/sdk/)",
      "x.mdx: [API reference](/category/api/)",
    ]);
  });
});
