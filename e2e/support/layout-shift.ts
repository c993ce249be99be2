/** Layout shifts of a page load, read from the Layout Instability API (buffered). */
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { afterFrames } from "./barriers";

interface Shift {
  readonly value: number;
  readonly at: number;
  readonly sources: string;
}

/**
 * The layout shifts of the page load (buffered), read once the page has loaded, the network
 * has gone quiet (late images, fonts and scripts are in) and two more frames have been
 * rendered: a shift is recorded when the frame showing it is rendered, so one caused by
 * anything done before then is in the buffer.
 */
async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  await afterFrames(page);
  return page.evaluate(() => {
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    // A buffered observer holds the entries so far at once: takeRecords hands them over.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as LayoutShift[];
    observer.disconnect();
    const shifts: Shift[] = [];
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? [])
        .map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${String(node.className).split(" ")[0]}`
            : (node?.nodeName ?? "?"),
        )
        .join(", ");
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
    }
    return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  });
}

export async function expectNoLayoutShift(page: Page): Promise<void> {
  const { total, shifts } = await layoutShifts(page);
  expect(total, `layout shifts during load: ${JSON.stringify(shifts)}`).toBe(0);
}
