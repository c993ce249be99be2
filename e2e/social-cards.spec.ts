/** Every page has its own social card: a 1200×630 PNG under /og/, described in the head. */
import sharp from "sharp";
import { expect, test } from "./fixtures";

const SITE = "https://docs.autoeval.dev";

test.describe("social cards", () => {
  for (const [path, card, title] of [
    ["/", "/og/index.png", "Overview"],
    ["/autoeval/metrics/", "/og/autoeval/metrics.png", "Metrics"],
    ["/api/evaluate/", "/og/api/evaluate.png", null],
    ["/release-notes/", "/og/release-notes.png", "Release notes"],
  ] as const) {
    test(`${path} points og:image at its own 1200×630 card`, async ({ page, request }) => {
      await page.goto(path);
      const meta = (name: string) => page.locator(`head meta[property="${name}"], head meta[name="${name}"]`);
      await expect(meta("og:image")).toHaveAttribute("content", `${SITE}${card}`);
      await expect(meta("og:image:width")).toHaveAttribute("content", "1200");
      await expect(meta("og:image:height")).toHaveAttribute("content", "630");
      await expect(meta("twitter:card")).toHaveAttribute("content", "summary_large_image");
      const alt = await meta("og:image:alt").getAttribute("content");
      if (title) expect(alt).toContain(title);
      expect(alt).toContain("AutoEval Docs");

      const response = await request.get(card);
      expect(response.status(), card).toBe(200);
      expect(response.headers()["content-type"]).toContain("image/png");
      const { format, width, height } = await sharp(await response.body()).metadata();
      expect([format, width, height]).toEqual(["png", 1200, 630]);
    });
  }
});
