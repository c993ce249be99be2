/**
 * A press as a reader makes it, anywhere in the window between the `load` event and hydration
 * (`data-hydrated` on <html>): the mouse goes down on the control's box and comes up a moment
 * later, on a laptop four times slower than this machine (CDP CPU throttling). Each first-screen
 * control is pressed at steps through the whole window, on a fresh load each time, and each press
 * must take effect exactly once: a press whose button goes down on one element and up on another
 * (a control replaced by hydration) is no click at all, and a press both answered early and
 * replayed is two.
 *
 * The window is measured on a first load of the page (from `load` to hydrated); on a machine where
 * the page hydrates before `load` the steps all fall at `load`, where a press must work too.
 */
import type { CDPSession, Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { afterFrames, afterIdle } from "./support/barriers";

const CPU_SLOWDOWN = 4;
/** Presses per control, spread evenly from `load` (the first) to the end of the window (the last). */
const STEPS = 6;
/** How long the button is held down: a reader's ordinary click. */
const PRESS_MS = 90;

interface Control {
  readonly name: string;
  readonly path: string;
  readonly viewport: { readonly width: number; readonly height: number };
  /** The element a reader sees and presses. */
  readonly target: (page: Page) => Locator;
  /** Whether the press took effect exactly once, once the page has hydrated and settled. */
  readonly once: (page: Page) => Promise<boolean>;
}

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const main = (page: Page) => page.getByRole("main");
const shown = (locator: Locator) => locator.filter({ visible: true }).first();
const counter = (page: Page, name: string): Promise<number> =>
  page.evaluate((key) => (window as unknown as Record<string, number | undefined>)[key] ?? 0, name);

/** Whether `locator` becomes visible within `ms`: for effects that wait on a lazily loaded chunk. */
async function becomesVisible(locator: Locator, ms: number): Promise<boolean> {
  return locator
    .waitFor({ state: "visible", timeout: ms })
    .then(() => true)
    .catch(() => false);
}

/** A navbar menu's trigger, named by the text on it. */
const menuTrigger = (label: string) => (page: Page) =>
  shown(nav(page).locator("summary, button").filter({ hasText: label }));
/** A menu opened by one press shows its links; a press lost, or answered twice, leaves them hidden. */
const menuOpen = (link: string) => async (page: Page) =>
  nav(page)
    .locator("ul a")
    .filter({ hasText: link, visible: true })
    .count()
    .then((n) => n > 0);

const CONTROLS: readonly Control[] = [
  {
    name: "Guides menu",
    path: "/quickstart/",
    viewport: WIDE,
    target: menuTrigger("Guides"),
    once: menuOpen("Evaluating a RAG pipeline"),
  },
  { name: "Versions menu", path: "/quickstart/", viewport: WIDE, target: menuTrigger("2.x"), once: menuOpen("1.x") },
  {
    name: "colour toggle",
    path: "/quickstart/",
    viewport: WIDE,
    target: (page) => shown(nav(page).getByRole("button", { name: /Switch between dark and light mode/ })),
    once: async (page) => (await counter(page, "__flips")) === 1,
  },
  {
    name: "search button",
    path: "/quickstart/",
    viewport: WIDE,
    target: (page) => shown(nav(page).getByRole("button", { name: "Search" })),
    once: async (page) =>
      (await becomesVisible(page.locator(".DocSearch-Input"), 5_000)) &&
      (await page.locator(".DocSearch-Modal").count()) === 1,
  },
  {
    name: "code sample tab",
    path: "/api/evaluate/",
    viewport: WIDE,
    target: (page) => shown(main(page).getByRole("tab", { name: "Python" })),
    once: async (page) =>
      (await shown(main(page).getByRole("tab", { name: "Python" })).getAttribute("aria-selected")) === "true",
  },
  {
    name: "copy button",
    path: "/api/evaluate/",
    viewport: WIDE,
    // The operation's code samples, at the top of its page (a guide's first sample is further down).
    target: (page) =>
      shown(main(page).getByRole("tabpanel")).getByRole("button", { name: "Copy code to clipboard" }).first(),
    once: async (page) => (await counter(page, "__copies")) === 1,
  },
  {
    name: "mobile menu",
    path: "/quickstart/",
    viewport: PHONE,
    target: (page) => shown(page.locator('header [aria-label="Toggle navigation bar"]')),
    once: (page) => becomesVisible(shown(page.locator('header a[href$="/release-notes/"]')), 5_000),
  },
];

/** Counts colour flips and clipboard writes, and notes when the page says it has hydrated. */
function instrument(): void {
  const w = window as unknown as {
    __flips: number;
    __copies: number;
    __hydratedAt: number | null;
    __press: { down: number; up: number; downLive: boolean; upLive: boolean };
  };
  w.__flips = 0;
  w.__copies = 0;
  w.__hydratedAt = null;
  w.__press = { down: -1, up: -1, downLive: false, upLive: false };
  // When the page received the press, and whether it had hydrated by then (captured before any handler).
  const live = () => document.documentElement.hasAttribute("data-hydrated");
  window.addEventListener(
    "mousedown",
    () => Object.assign(w.__press, { down: performance.now(), downLive: live() }),
    true,
  );
  window.addEventListener("mouseup", () => Object.assign(w.__press, { up: performance.now(), upLive: live() }), true);
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText: () => (w.__copies++, Promise.resolve()) },
  });
  // Registered before <html> exists: observe the document, and read only <html>'s attributes.
  new MutationObserver((records) => {
    for (const record of records) {
      const html = record.target as Element;
      if (html !== document.documentElement) continue;
      if (record.attributeName === "data-theme" && record.oldValue !== html.getAttribute("data-theme")) w.__flips++;
      if (record.attributeName === "data-hydrated" && w.__hydratedAt === null) w.__hydratedAt = performance.now();
    }
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ["data-theme", "data-hydrated"],
    attributeOldValue: true,
  });
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

const loadEnd = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Calibration {
  /** Milliseconds from `load` to hydrated, on a first load. */
  readonly span: number;
  /** The control's centre, where a reader presses. */
  readonly x: number;
  readonly y: number;
}

/**
 * A first load: the window on this machine, and where the control is. The control is a
 * first-screen one, in place from first paint (no layout shift moves it: layout-shift tests).
 */
async function calibrate(page: Page, control: Control): Promise<Calibration> {
  await page.goto(control.path, { waitUntil: "load" });
  await waitForHydration(page);
  const hydratedAt = await counter(page, "__hydratedAt");
  expect(hydratedAt, "the page recorded when it hydrated").toBeGreaterThan(0);
  const box = await control.target(page).boundingBox();
  expect(box, `${control.name} is on the page`).not.toBeNull();
  expect(box!.y + box!.height, `${control.name} is on the first screen`).toBeLessThanOrEqual(control.viewport.height);
  return {
    span: Math.max(0, hydratedAt - (await loadEnd(page))),
    x: box!.x + box!.width / 2,
    y: box!.y + box!.height / 2,
  };
}

interface Press {
  /** When the button went down, in ms after `load`, as the page received it. */
  readonly at: number;
  readonly downBeforeHydration: boolean;
  readonly upAfterHydration: boolean;
  readonly once: boolean;
}

/**
 * One fresh load and one press, `delay` ms after `load`. Nothing runs in the page between the
 * load and the press (a script the test ran would wait for the main thread, as hydration holds
 * it): the mouse goes down and up at the calibrated point, and the page notes when it got them.
 */
async function pressOnce(page: Page, control: Control, where: Calibration, delay: number): Promise<Press> {
  await page.goto(control.path, { waitUntil: "load" });
  await page.mouse.move(where.x, where.y);
  await sleep(delay);
  await page.mouse.down();
  await sleep(PRESS_MS);
  await page.mouse.up();
  await waitForHydration(page);
  await afterIdle(page);
  await afterFrames(page);
  const press = await page.evaluate(
    () => (window as unknown as { __press: { down: number; downLive: boolean; upLive: boolean } }).__press,
  );
  return {
    at: Math.round(press.down - (await loadEnd(page))),
    downBeforeHydration: !press.downLive,
    upAfterHydration: press.upLive,
    once: await control.once(page),
  };
}

for (const control of CONTROLS) {
  test.describe(control.name, () => {
    test.use({ viewport: control.viewport });

    test(`a press anywhere from load to hydrated takes effect once (${control.name})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript(instrument);
      await throttle(page);
      const where = await calibrate(page, control);
      const span = where.span;
      const presses: Press[] = [];
      for (let step = 0; step < STEPS; step++) {
        const delay = Math.round((span * step) / (STEPS - 1));
        presses.push(await pressOnce(page, control, where, delay));
        await page.evaluate(() => localStorage.clear());
      }
      const lost = presses.filter((press) => !press.once);
      const summary =
        `${control.name}: window ${Math.round(span)} ms at ${CPU_SLOWDOWN}x CPU; ${lost.length} of ${presses.length} presses ` +
        `not taken exactly once; presses (ms after load, down before hydration, up after): ` +
        presses
          .map((p) => `${p.at}${p.downBeforeHydration ? "<" : ""}${p.upAfterHydration ? ">" : ""}${p.once ? "" : "!"}`)
          .join(" ");
      test.info().annotations.push({ type: "presses", description: summary });
      console.log(summary);
      expect(lost, summary).toEqual([]);
    });
  });
}
