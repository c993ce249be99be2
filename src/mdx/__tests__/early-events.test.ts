import { describe, expect, it } from "vitest";
import { earlyClickAction, earlyKeyAction, type EarlyClick } from "../early-events";

const here = { origin: "https://docs.example", href: "https://docs.example/quickstart/?tabs=python#install" };
const click = (overrides: Partial<EarlyClick> = {}): EarlyClick => ({
  button: 0,
  modified: false,
  control: false,
  link: null,
  ...overrides,
});
const link = (href: string, extra: Partial<NonNullable<EarlyClick["link"]>> = {}) => ({
  href,
  target: null,
  download: false,
  ...extra,
});

describe("a click that reaches an MDX body before it is live", () => {
  it("on a control (a tab, a copy button) waits and is replayed", () => {
    expect(earlyClickAction(click({ control: true }), here)).toEqual({ kind: "replay" });
  });

  it("on a link to another page of the site is followed client-side, keeping search and hash", () => {
    expect(
      earlyClickAction(click({ link: link("https://docs.example/autoeval/metrics/?x=1#faithfulness") }), here),
    ).toEqual({
      kind: "navigate",
      to: "/autoeval/metrics/?x=1#faithfulness",
    });
  });

  it("is the browser's for an anchor on this page, another site, a new tab, a download or a modified click", () => {
    const cases: EarlyClick[] = [
      click({ link: link("https://docs.example/quickstart/?tabs=python#verify") }),
      click({ link: link("https://elsewhere.example/") }),
      click({ link: link("https://docs.example/autoeval/", { target: "_blank" }) }),
      click({ link: link("https://docs.example/openapi.yaml", { download: true }) }),
      click({ link: link("https://docs.example/autoeval/"), modified: true }),
      click({ link: link("https://docs.example/autoeval/"), button: 1 }),
      click({ control: true, modified: true }),
      click(),
    ];
    for (const event of cases) expect(earlyClickAction(event, here)).toEqual({ kind: "browser" });
  });

  it("is the browser's for a link to a file of the site, which the router would not find", () => {
    for (const href of [
      "https://docs.example/openapi.yaml",
      "https://docs.example/quickstart.md",
      "https://docs.example/release-notes/rss.xml?x=1#top",
      "https://docs.example/img/diagram.PNG",
    ])
      expect(earlyClickAction(click({ link: link(href) }), here)).toEqual({ kind: "browser" });
    // A version such as /1.x/ is a page, not a file.
    expect(earlyClickAction(click({ link: link("https://docs.example/1.x/") }), here).kind).toBe("navigate");
  });

  it("a link around a control is followed, not replayed", () => {
    expect(earlyClickAction(click({ control: true, link: link("https://docs.example/sdk/") }), here).kind).toBe(
      "navigate",
    );
  });
});

describe("a key pressed in an MDX body before it is live", () => {
  it("on a control waits for the body when React handles it (arrow keys on tabs)", () => {
    expect(earlyKeyAction("ArrowRight", true)).toEqual({ kind: "replay" });
    expect(earlyKeyAction("End", true)).toEqual({ kind: "replay" });
  });

  it("is the browser's when the browser acts on it itself, or off a control", () => {
    for (const key of ["Enter", " ", "Tab", "Escape"]) expect(earlyKeyAction(key, true)).toEqual({ kind: "browser" });
    expect(earlyKeyAction("ArrowRight", false)).toEqual({ kind: "browser" });
  });
});
