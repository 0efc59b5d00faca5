import type { Page } from "@playwright/test";

type ShiftWindow = Window & { layoutShift?: number };
type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Sums, from each page's start, the layout shifts the reader did not cause (the page's CLS, without its windows). */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tracked: ShiftWindow = window;
    tracked.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (!entry.hadRecentInput) tracked.layoutShift = (tracked.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shift of the page shown now, since it started. */
export const layoutShift = (page: Page) => page.evaluate(() => (window as ShiftWindow).layoutShift ?? 0);
