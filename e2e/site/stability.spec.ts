import { expect, test } from "../support/test";
import { layoutShift, settled, trackLayoutShift } from "../support/layout-shift";

test.describe("layout stability", () => {
  test("nothing shifts while images and fonts load", async ({ page }) => {
    await trackLayoutShift(page);
    await page.goto("/post");
    const firstPost = (await page.locator("main article h3 a").first().getAttribute("href")) ?? "";
    for (const path of ["/", "/post", firstPost, "/team"]) {
      await page.goto(path, { waitUntil: "load" });
      await page.mouse.wheel(0, 2500);
      await settled(page);
      expect(await layoutShift(page), path).toBeLessThan(0.01);
    }
  });
});
