import { desktopOnly, expect, test } from "../support/test";
import { todayInMexicoCity } from "../seo/support";
import { E2E_BASE_URL } from "../support/environment";
import { newPost, publish } from "../support/posts";
import { readCards } from "../support/site";

test.describe("a post published through the API", () => {
  test(
    "appears on /, /post, every list page and its own page on the very next request",
    desktopOnly("the server lists the same posts on every screen"),
    async ({ page, request }) => {
      const post = newPost({ date: "2099-12-31", author: "Equipo de pruebas" });
      const id = post.id;

      // Warm every cache first, so what follows proves the publication refreshed them.
      await page.goto("/");
      await page.goto("/post");
      const firstPageBefore = (await readCards(page)).map((card) => card.href);
      await page.goto("/post?page=2");
      const secondPageBefore = (await readCards(page)).map((card) => card.href);
      const missing = await page.goto(`/post/${id}`);
      expect(missing?.status()).toBe(404);

      expect((await publish(request, post)).status()).toBe(201);

      const home = await request.get("/");
      expect(await home.text()).toContain(post.title);
      const list = await request.get("/post");
      expect(await list.text()).toContain(post.title);

      const own = await page.goto(`/post/${id}`);
      expect(own?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      // Its own article: the newest posts that end the page show their dates too.
      const article = page.locator("main article").filter({ has: page.getByRole("heading", { level: 1 }) });
      await expect(article.getByText("Nota por: Equipo de pruebas")).toBeVisible();
      await expect(article.getByText("31 de diciembre de 2099")).toBeVisible();
      const image = page.getByRole("img", { name: `Imagen de la nota: ${post.title}` });
      // Its own page's largest paint: fetched at once and first (see images.spec.ts).
      await expect(image).toHaveAttribute("loading", "eager");
      await expect(image).toHaveAttribute("fetchpriority", "high");
      await expect(image).toHaveAttribute("width", "1600");

      await page.goto("/");
      const homeCards = (await readCards(page)).map((card) => card.href);
      expect(homeCards).toContain(`/post/${id}`);
      await page.goto("/post");
      const firstPageAfter = (await readCards(page)).map((card) => card.href);
      expect(firstPageAfter).toContain(`/post/${id}`);
      // Before every post the first page had: those still on it stand after the new one.
      const beforeTheNewOne = firstPageAfter.slice(0, firstPageAfter.indexOf(`/post/${id}`));
      expect(beforeTheNewOne.filter((href) => firstPageBefore.includes(href))).toEqual([]);

      // Page 2 shifted too: its first post now comes from the old first page.
      await page.goto("/post?page=2");
      const secondPageAfter = (await readCards(page)).map((card) => card.href);
      expect(secondPageAfter[0]).not.toBe(secondPageBefore[0]);
      expect(firstPageBefore).toContain(secondPageAfter[0]);
    },
  );

  test(
    "is in the feed, the news sitemap and the sitemap on the very next request",
    desktopOnly("machine-read documents do not depend on the screen"),
    async ({ request }) => {
      // Dated today, so the news sitemap (posts of the last 48 hours) lists it too.
      const post = newPost({ date: todayInMexicoCity() });
      const url = `${E2E_BASE_URL}/post/${post.id}`;
      const documents = ["/feed.xml", "/news-sitemap.xml", "/sitemap.xml"];
      // Read each one twice first, so the second answer comes from its cache.
      for (const path of [...documents, ...documents]) expect((await request.get(path)).status(), path).toBe(200);

      expect((await publish(request, post)).status()).toBe(201);

      for (const path of documents) expect(await (await request.get(path)).text(), path).toContain(url);
    },
  );
});
