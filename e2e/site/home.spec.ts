import { expect, test } from "../support/test";
import { isNewestFirst, readCards, spanishDate } from "../support/site";

test.describe("home", () => {
  test("opens with the hero banner, its call to action and the link to the news", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(/últimas noticias de EDM en México/i);
    await expect(hero.getByRole("link", { name: "Conoce Más" })).toHaveAttribute("href", "/post");

    await hero.getByRole("link", { name: "Explora Ahora" }).click();
    await expect(page).toHaveURL(/#noticias$/);
    await expect(page.getByRole("heading", { level: 2, name: "Últimas noticias" })).toBeInViewport();

    await page.goto("/");
    await hero.getByRole("link", { name: "Conoce Más" }).click();
    await expect(page).toHaveURL(/\/post$/);
    await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
  });

  test("lists the eight newest posts, newest first, before the footer", async ({ page }) => {
    await page.goto("/");
    const cards = await readCards(page, "#noticias");
    expect(cards).toHaveLength(8);
    expect(isNewestFirst(cards.map((card) => card.date))).toBe(true);
    for (const card of cards) {
      expect(card.href).toMatch(/^\/post\/[a-z0-9-]+$/);
      expect(card.dateText).toBe(spanishDate(card.date));
    }

    // Other suites publish and remove posts meanwhile: both lists are read again until they were read between two
    // such changes.
    await expect(async () => {
      await page.goto("/");
      const home = (await readCards(page, "#noticias")).slice(0, 6).map((card) => card.href);
      await page.goto("/post");
      const newest = (await readCards(page)).slice(0, 6).map((card) => card.href);
      expect(home).toEqual(newest);
    }).toPass({ timeout: 20_000 });

    await page.goto("/");
    const newsBox = await page.locator("#noticias").boundingBox();
    const footerBox = await page.locator("footer").last().boundingBox();
    expect(newsBox!.y + newsBox!.height).toBeLessThanOrEqual(footerBox!.y);
  });
});
