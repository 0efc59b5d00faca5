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

test("a body font that arrives late moves nothing", async ({ page }) => {
  // A slow phone connection, simulated: the body faces arrive a second and a half after they are asked for.
  await page.route(/\/_next\/static\/media\/inter_[^/]*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await trackLayoutShift(page);
  await page.goto("/", { waitUntil: "load" });
  await page.mouse.wheel(0, 2500);
  await settled(page);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
