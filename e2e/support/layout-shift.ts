/** Layout shifts of a page load, read from the Layout Instability API (buffered). */
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

interface Shift {
  readonly value: number;
  readonly at: number;
  readonly sources: string;
}

/** The layout shifts of the page load (buffered), read once the page has loaded and stayed idle for a second. */
async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  await page.waitForLoadState("load");
  await page.waitForTimeout(1000);
  return page.evaluate(
    () =>
      new Promise<{ total: number; shifts: Shift[] }>((resolve) => {
        const shifts: Shift[] = [];
        new PerformanceObserver((list) => {
          type LayoutShift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          };
          for (const entry of list.getEntries() as LayoutShift[]) {
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
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total: shifts.reduce((sum, s) => sum + s.value, 0), shifts }), 100);
      }),
  );
}

export async function expectNoLayoutShift(page: Page): Promise<void> {
  const { total, shifts } = await layoutShifts(page);
  expect(total, `layout shifts during load: ${JSON.stringify(shifts)}`).toBe(0);
}
