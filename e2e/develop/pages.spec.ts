/**
 * `gatsby develop` renders like the build: a page of each template opens with no error overlay
 * and no hydration error in the console. Run by `npm run test:develop` (playwright.develop.config.ts),
 * which starts the develop server or reuses one on DEVELOP_PORT; it is not part of `npm test`,
 * since the develop server alone takes minutes to start on the CI machine.
 */
import { expect, test, waitForHydration } from "../fixtures";
import { afterIdle } from "../support/barriers";

const PAGES = [
  ["doc", "/quickstart/"],
  ["operation", "/api/evaluate/"],
  ["schema", "/api/schemas/addprojectmembersrequest/"],
  ["search", "/search/"],
  ["404", "/404/"],
  ["release notes", "/release-notes/"],
] as const;

const HYDRATION_ERROR = /Hydration failed|error while hydrating|Expected server HTML|did not match/i;

for (const [template, path] of PAGES) {
  test(`the ${template} page opens with no overlay and no hydration error (${path})`, async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    page.on("pageerror", (error) => messages.push(error.message));
    await page.goto(path);
    await waitForHydration(page);
    await afterIdle(page);
    // Gatsby's overlay lists runtime errors in an open shadow root, which locators pierce.
    await expect(page.getByText(/Unhandled Runtime Error/)).toHaveCount(0);
    expect(messages.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
  });
}
