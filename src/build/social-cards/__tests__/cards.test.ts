import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { socialCardPath } from "../../../common/social-card";
import { cardSvg, cardTextOf, wrapTitle, writeSocialCards } from "../cards";

describe("socialCardPath", () => {
  it("puts each page's card under /og/, the home page's at /og/index.png", () => {
    expect(socialCardPath("/")).toBe("/og/index.png");
    expect(socialCardPath("/autoeval/metrics/")).toBe("/og/autoeval/metrics.png");
    expect(socialCardPath("/1.x/quickstart/")).toBe("/og/1.x/quickstart.png");
    expect(socialCardPath("/404.html")).toBe("/og/404.png");
  });
});

describe("card text", () => {
  const fallback = { section: "AutoEval Docs", product: "AutoEval", delimiter: "|" };

  it("reads the title and the first breadcrumb after Home", () => {
    const html =
      '<title>Metrics | AutoEval Docs</title><nav aria-label="Breadcrumbs"><ol><li>Home</li><li>AutoEval Developer Platform</li><li>Metrics</li></ol></nav><main><h1>Metrics</h1></main>';
    expect(cardTextOf(html, fallback)).toEqual({
      title: "Metrics",
      section: "AutoEval Developer Platform",
      product: "AutoEval",
    });
  });

  it("falls back to the <title> and the site's name", () => {
    expect(cardTextOf("<title>Release notes | AutoEval Docs</title><main></main>", fallback)).toEqual({
      title: "Release notes",
      section: "AutoEval Docs",
      product: "AutoEval",
    });
  });

  it("wraps long titles and escapes them in the SVG", () => {
    expect(
      wrapTitle("Evaluating a retrieval augmented generation pipeline end to end with alBERTa models", 26, 3),
    ).toEqual(["Evaluating a retrieval", "augmented generation", "pipeline end to end with…"]);
    expect(cardSvg({ title: "A <b> & C", section: "S", product: "P" })).toContain("A &lt;b&gt; &amp; C");
  });
});

describe("writeSocialCards", () => {
  it("writes a 1200×630 PNG per page", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "og-"));
    const written = await writeSocialCards(dir, [
      { path: "/", text: { title: "Overview", section: "AutoEval Docs", product: "AutoEval" } },
      { path: "/autoeval/metrics/", text: { title: "Metrics", section: "Platform", product: "AutoEval" } },
    ]);
    expect(written).toEqual(["/og/autoeval/metrics.png", "/og/index.png"]);
    const meta = await sharp(path.join(dir, "og/autoeval/metrics.png")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });
});
