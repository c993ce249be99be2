/** The 404 page searches the missing path's words in the embedded index and offers the best pages. */
import { expect, NOT_FOUND_REPORT, test, waitForHydration } from "./fixtures";

test.describe("not-found page", () => {
  test("a missing path is offered the pages whose words match it", async ({ page, allowedErrors }) => {
    allowedErrors.push(NOT_FOUND_REPORT);
    const response = await page.goto("/autoeval/metric-list/");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const suggestions = page.getByRole("navigation", { name: "Pages with similar names" });
    await expect(suggestions.getByRole("link").first()).toHaveAttribute("href", "/autoeval/metrics/");
  });
});
