import { randomUUID } from "node:crypto";
import { expect, test } from "../support/test";
import { storeUnreadablePost } from "../support/unreadable-post";
import { E2E_DATABASE_FILE, apiAuthorization } from "../support/environment";
import { spanishDate } from "../support/site";

type ApiPost = {
  image: string;
  title: string;
  introduction: string;
  climax: string;
  conclusion: string;
  author: string;
  date: string;
};

test.describe("single post", () => {
  test("shows image, title, introduction, climax, conclusion, author and date", async ({ page, request }) => {
    // A sample post: its photo ships with the site (posts other tests publish point to unreachable hosts). It is
    // looked up through the API, since the posts other suites date today or later can fill the first list page.
    const headers = { Authorization: apiAuthorization };
    const list = (await (await request.get("/edmNews", { headers })).json()) as { id: string; image: string }[];
    const { id } = list.find((entry) => entry.image.startsWith("/images/"))!;
    const post = (await (await request.get(`/edmNews/${id}`, { headers })).json()) as ApiPost;

    const visit = await page.goto(`/post/${id}`);
    expect(visit?.status()).toBe(200);
    // The post's own article: the related posts below it are articles too.
    const article = page.locator("main article").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article).toContainText(post.introduction);
    await expect(article).toContainText(post.climax);
    await expect(article).toContainText(post.conclusion);
    await expect(article).toContainText(`Nota por: ${post.author}`);
    await expect(article.locator("time")).toHaveText(spanishDate(post.date));
    await expect(article.locator("time")).toHaveAttribute("datetime", post.date);
    const image = article.getByRole("img", { name: `Imagen de la nota: ${post.title}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("shows “Loading...” while a post is on its way", async ({ page }) => {
    // The post is held back like on a slow line (the site's links fetch nothing ahead: components/layout/Link.tsx),
    // and the link says it is pending.
    let deliver!: () => void;
    const slowLine = new Promise<void>((resolve) => (deliver = resolve));
    await page.route(/\/post\/[a-z0-9-]+(\?|$)/, async (route) => {
      if (route.request().headers().rsc) await slowLine;
      await route.continue();
    });

    await page.goto("/post");
    const card = page.locator("main article").first();
    const href = (await card.locator("h3 a").getAttribute("href")) ?? "";
    const title = (await card.locator("h3").textContent()) ?? "";
    await card.locator("h3 a").click();
    await expect(page.getByRole("status").getByRole("heading", { name: "Loading..." })).toBeVisible();

    deliver();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Loading..." })).toHaveCount(0);
  });

  test("answers an unknown post with 404 and “Publicación no encontrada”", async ({ page }) => {
    for (const id of ["no-existe-esta-nota", "Mayusculas-No", "a".repeat(300)]) {
      const response = await page.goto(`/post/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Publicación no encontrada" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Volver a noticias" })).toHaveAttribute("href", "/post");
    }
  });

  test("shows “Error: …” when the post cannot be loaded", async ({ page }) => {
    const id = `e2e-danada-${randomUUID().slice(0, 8)}`;
    const remove = storeUnreadablePost(E2E_DATABASE_FILE, id);
    try {
      const response = await page.goto(`/post/${id}`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error: no pudimos cargar el contenido.");
      await expect(page.getByRole("button", { name: "Intentar de nuevo" })).toBeVisible();
    } finally {
      remove();
    }
  });
});
