import type { Page } from "@playwright/test";

type ShiftWindow = Window & { layoutShift?: () => number };
type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Sums, from each page's start, the layout shifts the reader did not cause (the page's CLS, without its windows). */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as ShiftEntry[]) if (!entry.hadRecentInput) total += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // With the entries the observer has not reported yet.
    (window as ShiftWindow).layoutShift = () => {
      add(observer.takeRecords());
      return total;
    };
  });
}

/**
 * Waits until nothing is left that could shift the page: no request in flight (images, fonts, scripts), the fonts
 * applied, and a frame drawn since.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The shift of the page shown now, since it started. */
export const layoutShift = (page: Page) => page.evaluate(() => (window as ShiftWindow).layoutShift?.() ?? 0);
