import { type APIRequestContext } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { pageNumbers } from "../../components/post/page-numbers";
import { isNewestFirst, postCount, readCards, spanishDate } from "../support/site";
import { apiAuthorization } from "../support/environment";

const postOnApi = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/edmNews/${id}`, { headers: { Authorization: apiAuthorization } })).json()) as {
    imageAlt: string;
  };

test.describe("news list", () => {
  test("shows six cards with image, title, description and date, linking to each post", async ({ page, request }) => {
    await page.goto("/post");
    await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      const title = (await card.locator("h3").textContent()) ?? "";
      // The editor's alt text, or the post's title in a sentence when there is none.
      const href = (await card.locator("h3 a").getAttribute("href")) ?? "";
      const { imageAlt } = await postOnApi(request, href.replace("/post/", ""));
      await expect(card.getByRole("img")).toHaveAttribute("alt", imageAlt || `Imagen de la nota: ${title}`);
      await expect(card.locator("p")).not.toBeEmpty();
      const date = (await card.locator("time").getAttribute("datetime")) ?? "";
      await expect(card.locator("time")).toHaveText(spanishDate(date));
      await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", /^\/post\/[a-z0-9-]+$/);
    }
    expect(isNewestFirst((await readCards(page)).map((card) => card.date))).toBe(true);

    const first = await readCards(page).then((list) => list[0]);
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  });

  test("has one numbered page link per six posts, the current one marked", async ({ page, request }) => {
    const before = await postCount(request);
    await page.goto("/post");
    const after = await postCount(request);
    const pagination = page.getByRole("navigation", { name: "Páginas de noticias" });
    const numbers = pagination.getByRole("listitem");
    const shown = await numbers.count();
    // Other tests publish while this one runs: the count must match the total at one of the two readings. Past 20
    // pages a window of numbers is shown, with gaps (page-numbers.ts).
    const shownFor = (posts: number) =>
      pageNumbers(1, Math.ceil(posts / 6)).filter((number) => number !== "gap").length;
    expect([shownFor(before), shownFor(after)]).toContain(shown);
    await expect(pagination.getByRole("link", { name: "Página 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pagination.getByRole("link", { name: "Página 1", exact: true })).toHaveAttribute("href", "/post");
    await expect(pagination.getByRole("link", { name: "Página 2", exact: true })).toHaveAttribute(
      "href",
      "/post?page=2",
    );
    await expect(pagination.locator("[aria-current]")).toHaveCount(1);
  });

  test("moves across pages with the numbered links, older posts on later pages", async ({ page }) => {
    await page.goto("/post");
    const firstPage = await readCards(page);
    const pagination = page.getByRole("navigation", { name: "Páginas de noticias" });
    await pagination.getByRole("link", { name: "Página 2", exact: true }).click();
    await expect(page).toHaveURL(/\/post\?page=2$/);
    await expect(pagination.getByRole("link", { name: "Página 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();
    const secondPage = await readCards(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(6);
    expect(secondPage[0].date <= firstPage[firstPage.length - 1].date).toBe(true);

    await pagination.getByRole("link", { name: "Anterior" }).click();
    await expect(page).toHaveURL(/\/post$/);
    await expect(pagination.getByRole("link", { name: "Página 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("still pages through the list with plain links", async ({ page }) => {
      await page.goto("/post");
      const firstPage = await readCards(page);
      await page.getByRole("link", { name: "Página 2", exact: true }).click();
      await expect(page).toHaveURL(/\/post\?page=2$/);
      const secondPage = await readCards(page);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.map((card) => card.href)).not.toContain(firstPage[0].href);
    });
  });

  test("reads an empty /post?page= as no page number: the first page, whose canonical address is /post", async ({
    page,
  }) => {
    const response = await page.goto("/post?page=");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Página 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/post$/);
  });

  // The 404 page itself is laid out and audited on both screens by pages.spec.ts's unknown routes.
  const READS_THE_ADDRESS = desktopOnly("how the server reads a page number does not depend on the screen");
  for (const query of ["0", "abc", "999", "01", "-1", "2.5"]) {
    test(`answers /post?page=${query} with the 404 page`, READS_THE_ADDRESS, async ({ page }) => {
      const response = await page.goto(`/post?page=${query}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    });
  }
});
