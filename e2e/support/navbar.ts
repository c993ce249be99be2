/**
 * The navbar's menus as a reader's tools find them. Each is a `<details>` disclosure (its
 * `<summary>` is the control: a button with an expanded state to screen readers) from first paint
 * on, so the tests address the summary by its accessible name, and read "expanded" from the
 * `<details>` it opens.
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** The `<summary>` inside `scope` whose name (aria-label or aria-labelledby) contains `name`. */
export function disclosure(scope: Page | Locator, name: string): Locator {
  return scope.locator("summary").and(scope.getByLabel(name));
}

/** The versions dropdown's trigger in the banner. */
export function versionsTrigger(page: Page): Locator {
  return disclosure(page.getByRole("banner"), "Versions");
}

/** The mobile menu's trigger (below 996 px). */
export function mobileMenuTrigger(page: Page): Locator {
  return disclosure(page.getByRole("banner"), "Toggle navigation bar");
}

/** Expects the disclosure whose summary is `trigger` to be open (expanded) or closed. */
export async function expectExpanded(trigger: Locator, expanded: boolean): Promise<void> {
  await expect(trigger.locator("xpath=..")).toHaveJSProperty("open", expanded);
}
