import { expect, test } from "@playwright/test";

type ShiftWindow = Window & { layoutShift?: number };
type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };

test.describe("layout stability", () => {
  test("nothing shifts while images and fonts load", async ({ page }) => {
    await page.addInitScript(() => {
      const tracked: ShiftWindow = window;
      tracked.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as ShiftEntry[]) {
          if (!entry.hadRecentInput) tracked.layoutShift = (tracked.layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/post");
    const firstPost = (await page.locator("main article h3 a").first().getAttribute("href")) ?? "";
    for (const path of ["/", "/post", firstPost, "/team"]) {
      await page.goto(path, { waitUntil: "load" });
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(800);
      expect(await page.evaluate(() => (window as ShiftWindow).layoutShift ?? 0), path).toBeLessThan(0.01);
    }
  });
});
