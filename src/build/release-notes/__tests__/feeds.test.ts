import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { absoluteLinks, releaseNotesFeeds, type FeedNote } from "../feeds";

const notes: FeedNote[] = [
  {
    title: "Workbooks in the console",
    description: "Review rows and scores side by side.",
    anchor: "2026-10-13-workbooks",
    isoDate: "2026-10-13",
    html: '<p>See <a href="/workbooks/">Workbooks</a> and <a href="https://example.com/x">x</a>.</p>',
  },
  {
    title: "Project roles",
    description: "Owners, editors and viewers.",
    anchor: "2025-08-26-project-roles",
    isoDate: "2025-08-26",
    html: '<p><img src="/img/roles.png" alt="Roles"></p>',
  },
];
const site = { title: "AutoEval Docs", url: "https://docs.autoeval.dev", pathPrefix: "/docs" };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe("absoluteLinks", () => {
  it("makes root-relative links absolute and leaves absolute and protocol-relative ones", () => {
    expect(absoluteLinks('<a href="/a/">a</a><a href="//cdn.example/x">x</a><a href="#t">t</a>', "https://s.dev")).toBe(
      '<a href="https://s.dev/a/">a</a><a href="//cdn.example/x">x</a><a href="#t">t</a>',
    );
  });
});

describe("releaseNotesFeeds", () => {
  const { rss, atom } = releaseNotesFeeds(notes, site);

  it("writes an RSS 2.0 feed of full entries with absolute links", () => {
    const channel = parser.parse(rss).rss.channel;
    expect(channel.link).toBe("https://docs.autoeval.dev/docs/release-notes/");
    const items = asArray(channel.item) as Record<string, string>[];
    expect(items.map((item) => item.title)).toEqual(["Workbooks in the console", "Project roles"]);
    expect(items[0]!.link).toBe("https://docs.autoeval.dev/docs/release-notes/#2026-10-13-workbooks");
    expect(new Date(String(items[0]!.pubDate)).toISOString()).toBe("2026-10-13T00:00:00.000Z");
    expect(items[0]!["content:encoded"]).toContain('href="https://docs.autoeval.dev/docs/workbooks/"');
    expect(items[0]!["content:encoded"]).toContain('href="https://example.com/x"');
    expect(items[1]!["content:encoded"]).toContain('src="https://docs.autoeval.dev/docs/img/roles.png"');
  });

  it("writes an Atom feed of the same entries, linking to itself and the page", () => {
    const feed = parser.parse(atom).feed;
    const links = asArray(feed.link) as Record<string, string>[];
    expect(links).toContainEqual(
      expect.objectContaining({ "@rel": "self", "@href": "https://docs.autoeval.dev/docs/release-notes/atom.xml" }),
    );
    const entries = asArray(feed.entry) as Record<string, unknown>[];
    expect(entries.map((entry) => (entry.title as Record<string, string>)["#text"])).toEqual([
      "Workbooks in the console",
      "Project roles",
    ]);
    const link = entries[0]!.link as Record<string, string>;
    expect(link["@href"]).toBe("https://docs.autoeval.dev/docs/release-notes/#2026-10-13-workbooks");
    const content = entries[0]!.content as Record<string, string>;
    expect(content["@type"]).toBe("html");
    expect(content["#text"]).toContain('href="https://docs.autoeval.dev/docs/workbooks/"');
  });
});
