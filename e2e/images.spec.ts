/**
 * Images in docs pages (plugins/gatsby-remark-doc-images): the Guardrails page's flow diagram
 * is a responsive, lazily loaded <img> that shows, and reserves its box before it loads.
 */
import { expect, test } from "./fixtures";
import { expectNoLayoutShift } from "./support/layout-shift";

test.describe("docs images", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the guardrail flow diagram shows, responsive and lazy, without shifting the page", async ({ page }) => {
    // The image arrives late, as on a slow network: without width and height the text under it would jump.
    await page.route("**/guardrail-flow.png", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto("/autoeval/guardrails/");
    const image = page.getByRole("img", { name: /^Your LLM drafts an answer/ });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).toHaveAttribute("srcset", /\b800w\b.*\b1600w\b/);
    await expect(image).toHaveAttribute("sizes", /800px/);
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "260");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Shown at its drawn shape, not stretched: the rendered box keeps the file's aspect ratio.
    const box = await image.boundingBox();
    expect(box && Math.abs(box.width / box.height - 800 / 260)).toBeLessThan(0.02);
    await expectNoLayoutShift(page);
  });
});
