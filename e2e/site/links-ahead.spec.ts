import { expect, phoneOnly, test } from "../support/test";

test(
  "a page's links fetch no other page ahead: a reader's data goes to what they open",
  phoneOnly("a phone on a crowded network is who pays for what is fetched ahead"),
  async ({ page }) => {
    const ahead: string[] = [];
    page.on("request", (request) => {
      if (request.headers().rsc) ahead.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", "/eventos", "/post"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(ahead).toEqual([]);

    await page.locator("main article h3 a").first().click();
    await expect(page).toHaveURL(/\/post\/[a-z0-9-]+$/);
    expect(ahead.length).toBeGreaterThan(0);
  },
);
