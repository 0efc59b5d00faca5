import { seriousViolations } from "../support/accessibility";
import { expect, phoneOnly, test } from "../support/test";

test.describe("accessibility", () => {
  for (const path of [
    "/",
    "/post",
    "/post?page=2",
    "/post/no-existe",
    "/team",
    "/contact",
    "/cookies",
    "/privacidad",
    "/no-existe",
  ]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("axe finds no serious or critical violation on a post", async ({ page }) => {
    await page.goto("/post");
    await page.locator("main article h3 a").first().click();
    await expect(page.locator("main article h1")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(
    "axe finds nothing serious with the small-screen menu open",
    phoneOnly("the slide-in menu exists under 768 px"),
    async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
