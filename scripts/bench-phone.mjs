#!/usr/bin/env node
// The phone half of the bench (`npm run bench`; DESIGN.md, "The reader's first seconds"): the
// benchmark pages loaded as a reader's phone loads them, not as Lighthouse's model estimates.
// DevTools applies the profile to a real load: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s
// up, the CPU 4× slower, a 412 × 823 touch screen. Each page is loaded cold in a fresh browser
// context, RUNS times for each of two taps made at the `load` event, and the median is given:
// - FCP and LCP (LCP stops at the tap, as it does for a reader; the pages paint well before load);
// - controls live: when `data-hydrated` is on <html>, the moment from which React answers every
//   control itself (before it, the inline head script answers or keeps the input: DESIGN.md);
// - the tap's answer: from the touch to the first frame showing its effect, for the mobile menu
//   (its links on screen) and for search (the modal's input on screen).
// Runs alone against any built site, so a build of another commit can be measured beside this
// one: `node scripts/bench-phone.mjs [public-dir] [--runs 5] [--port 9052]`.
/* global document, window, MutationObserver -- the recorder and the effect checks run in the page. */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import CHROMIUM_FLAGS from "./chromium-flags.json" with { type: "json" };
import { serve } from "./lib/serve-site.mjs";

export const PHONE_PAGES = ["/", "/quickstart/", "/autoeval/metrics/", "/api/evaluate/", "/api/schemas/dataset/"];
/** The profile (Lighthouse's mobile one, applied rather than simulated). */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};
/** How long after hydration a tap's effect may come before the tap counts as lost. */
const LOST_AFTER_MS = 3000;
/** Goals at the median (docs/decisions.md, "Page budgets"). */
export const GOALS = { lcpMs: 1000, liveMs: 1800, nativeTapMs: 200 };

/**
 * The controls tapped at `load`: where they are, and what shows that the tap took effect (each
 * check notes the time of the first frame it held in, and is polled every frame).
 */
const TAPS = {
  menu: {
    target: '[aria-label="Toggle navigation bar"]',
    // The header's navigation on screen: its link to the release notes, in the menu or the drawer.
    effect: () => {
      const shown = [...document.querySelectorAll('header a[href$="/release-notes/"]')].some(
        (a) => a.getClientRects().length > 0,
      );
      if (shown) window.__phone.effect ??= performance.now();
      return shown;
    },
  },
  search: {
    target: 'header button[aria-label="Search"]',
    effect: () => {
      const shown = (document.querySelector(".DocSearch-Input")?.getClientRects().length ?? 0) > 0;
      if (shown) window.__phone.effect ??= performance.now();
      return shown;
    },
  },
};

const median = (values) => {
  // A lost tap (Infinity) counts as the slowest answer.
  const sorted = values.filter((v) => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Records paints, hydration and the first touch in page time, from the first byte on. */
function recorder() {
  const w = window;
  w.__phone = { fcp: null, lcp: null, load: null, hydrated: null, touch: null, effect: null };
  w.addEventListener("load", () => (w.__phone.load = performance.now()));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") w.__phone.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__phone.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // The init script runs before <html> exists: the whole document is watched.
  new MutationObserver(() => {
    if (w.__phone.hydrated === null && document.documentElement.hasAttribute("data-hydrated"))
      w.__phone.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  w.addEventListener("touchstart", (event) => (w.__phone.touch ??= event.timeStamp), { capture: true, passive: true });
}

/** One cold load of `url` under the profile, with `tap` made at the load event. */
async function loadAndTap(browser, url, tap) {
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_PROFILE.cpuSlowdown });
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(recorder);
    await page.goto(url, { waitUntil: "load" });
    // Where the control is now, read in one step: hydration may swap its element meanwhile (the
    // server's menu for React's button), at the same place.
    const box = await page.evaluate((selector) => {
      const shown = [...document.querySelectorAll(selector)].find((el) => el.getClientRects().length > 0);
      const rect = shown?.getBoundingClientRect();
      return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
    }, TAPS[tap].target);
    if (!box) throw new Error(`${url}: no visible ${TAPS[tap].target} to tap at 412 px.`);
    await page.touchscreen.tap(box.x, box.y);
    // A tap that nothing answers within LOST_AFTER_MS of hydration is lost (a reader taps again).
    const answered = page.waitForFunction(TAPS[tap].effect, null, { polling: "raf", timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    await page
      .waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 30_000 })
      .catch((error) => {
        throw new Error(`${url}: not hydrated 30 s after a tap on ${tap} at load. ${errors.join(" ")}`, {
          cause: error,
        });
      });
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, LOST_AFTER_MS))]);
    const m = await page.evaluate(() => window.__phone);
    // When the code and data hydration waits for were asked for and arrived (for --verbose).
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((r) => /\.(js|json)$/.test(new URL(r.name).pathname))
        .map((r) => `${new URL(r.name).pathname.slice(0, 40)} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`),
    );
    const lost = m.effect === null;
    return {
      fcp: m.fcp,
      lcp: m.lcp,
      load: m.load,
      touch: m.touch,
      live: m.hydrated,
      tap: lost ? Infinity : m.effect - m.touch,
      tapAfterLive: lost ? Infinity : m.effect - m.hydrated,
      resources,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every page under the profile, `runs` loads per tap; each page's medians and the runs.
 * `onRun` hears of each load as it ends.
 */
export async function phoneBench({ root, port = 9052, runs = 5, pages = PHONE_PAGES, onRun = () => {} }) {
  const { origin, server } = await serve(root, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  const results = Object.fromEntries(pages.map((p) => [p, { menu: [], search: [] }]));
  try {
    // Runs interleave the pages, so a moment of load on the machine spreads over all of them.
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        for (const tap of Object.keys(TAPS)) {
          const result = await loadAndTap(browser, `${origin}${page}`, tap);
          results[page][tap].push(result);
          onRun(page, tap, result);
        }
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return Object.fromEntries(
    pages.map((page) => {
      const all = [...results[page].menu, ...results[page].search];
      const of = (list, key) => median(list.map((r) => r[key]));
      return [
        page,
        {
          fcp: of(all, "fcp"),
          lcp: of(all, "lcp"),
          live: of(all, "live"),
          menuTap: of(results[page].menu, "tap"),
          searchTap: of(results[page].search, "tap"),
          searchAfterLive: of(results[page].search, "tapAfterLive"),
          menuLost: lostOf(results[page].menu),
          searchLost: lostOf(results[page].search),
          runs: results[page],
        },
      ];
    }),
  );
}

const ms = (value) => (value === null ? "—" : value === Infinity ? "lost" : `${Math.round(value)} ms`);
const lostOf = (list) => {
  const lost = list.filter((r) => r.tap === Infinity).length;
  return lost ? ` (${lost}/${list.length} lost)` : "";
};

/** The bench table's rows ([measure, value, detail]) for phoneBench's medians. */
export function phoneRows(medians, runs) {
  return Object.entries(medians).map(([page, m]) => [
    `Phone ${page}`,
    `FCP ${ms(m.fcp)} · LCP ${ms(m.lcp)} · controls live ${ms(m.live)}`,
    `tap at load answered: menu ${ms(m.menuTap)}${m.menuLost}, search ${ms(m.searchTap)}${m.searchLost} ` +
      `(${ms(m.searchAfterLive)} after live); ` +
      `goals LCP ≤ ${GOALS.lcpMs} ms ${m.lcp !== null && m.lcp <= GOALS.lcpMs ? "met" : "missed"}, ` +
      `live ≤ ${GOALS.liveMs} ms ${m.live !== null && m.live <= GOALS.liveMs ? "met" : "missed"}; median of ${runs * 2} loads`,
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const root = path.resolve(args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "public");
  const runs = Number(option("--runs", 5));
  const medians = await phoneBench({
    root,
    port: Number(option("--port", 9052)),
    runs,
    onRun: (page, tap, r) =>
      console.error(
        `${page} ${tap}: FCP ${ms(r.fcp)} LCP ${ms(r.lcp)} live ${ms(r.live)} tap ${ms(r.tap)} (${ms(r.tapAfterLive)} after live)`,
      ),
  });
  console.log(`# Phone profile: ${root}\n`);
  console.log("| page | FCP | LCP | controls live | menu tap at load | search tap at load (after live) |");
  console.log("|---|---|---|---|---|---|");
  for (const [page, m] of Object.entries(medians))
    console.log(
      `| ${page} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.live)} | ${ms(m.menuTap)}${m.menuLost} | ` +
        `${ms(m.searchTap)}${m.searchLost} (${ms(m.searchAfterLive)}) |`,
    );
}
