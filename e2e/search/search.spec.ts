import { type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../support/environment";
import { seriousViolations } from "../support/accessibility";
import { desktopOnly, expect, test } from "../support/test";
import { newPost, publish } from "../support/posts";
import { uniqueWord } from "../support/unique-word";

const results = (page: Page) => page.locator("main ol li article");

test.describe("search", () => {
  test("a reader searches from the header (the menu on a phone) and sees the matches highlighted", async ({
    page,
    request,
    isMobile,
  }) => {
    const word = uniqueWord();
    const post = newPost({ title: `Electrónica ${word} en México`, description: `La noche más ${word} de España.` });
    expect((await publish(request, post)).status()).toBe(201);
    await page.goto("/");
    if (isMobile) await page.getByRole("button", { name: "Abrir menú" }).click();
    const form = page.getByRole("search", { name: isMobile ? "Buscar desde el menú" : "Buscar en el sitio" });
    await form.getByRole("searchbox", { name: "Buscar noticias" }).fill(`${word.toUpperCase()} electronica ESPANA`);
    await page.screenshot({ path: test.info().outputPath("header.png") });
    await form.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/buscar\?q=/);
    await expect(results(page)).toHaveCount(1);
    const result = results(page).first();
    await expect(result.getByRole("link")).toHaveAttribute("href", `/post/${post.id}`);
    await expect(result.locator("h2 mark")).toHaveText(["Electrónica", word]);
    await expect(result.locator("p mark")).toHaveText([word, "España"]);
    await expect(page.getByRole("status")).toHaveText("1 resultado");
    await page.screenshot({ path: test.info().outputPath("results.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a post's markup shows as text in the results", async ({ page, request }) => {
    const word = uniqueWord();
    const description = `<b>${word}</b> <img src=x onerror="document.title='hacked'">`;
    expect((await publish(request, newPost({ description }))).status()).toBe(201);
    await page.goto(`/buscar?q=${word}`);
    const excerpt = results(page).first().locator("p");
    await expect(excerpt).toHaveText(`<b>${word}</b> <img src=x onerror="document.title='hacked'">`);
    await expect(excerpt.locator("mark")).toHaveText(word);
    await expect(page.locator("main ol b, main ol img")).toHaveCount(0);
  });

  test("an empty query and a query without results each show what to do next", async ({ page }) => {
    await page.goto("/buscar");
    await expect(page.getByRole("heading", { name: "¿Qué quieres encontrar?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver todas las noticias" })).toHaveAttribute("href", "/post");
    await page.screenshot({ path: test.info().outputPath("empty.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const word = uniqueWord();
    await page.goto(`/buscar?q=${word}`);
    await expect(page.getByRole("heading", { name: `Sin resultados para «${word}»` })).toBeVisible();
    await expect(page.getByRole("search", { name: "Nueva búsqueda" }).getByRole("searchbox")).toHaveValue(word);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("results come 6 a page, with the list's pagination carrying the query", async ({ page, request }) => {
    const word = uniqueWord();
    for (let index = 0; index < 8; index++)
      expect((await publish(request, newPost({ title: `${word} ${index}` }))).status()).toBe(201);
    await page.goto(`/buscar?q=${word}`);
    await expect(results(page)).toHaveCount(6);
    await expect(page.getByRole("status")).toHaveText("8 resultados · página 1 de 2");
    const pages = page.getByRole("navigation", { name: "Páginas de resultados" });
    await pages.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(new RegExp(`/buscar\\?q=${word}&page=2$`));
    await expect(results(page)).toHaveCount(2);
    for (const [asked, shown] of [
      ["page=3", `/buscar?q=${word}&page=2`],
      ["page=uno", `/buscar?q=${word}`],
    ]) {
      const answer = await page.request.get(`/buscar?q=${word}&${asked}`, { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location]).toEqual([307, shown]);
    }
  });

  test(
    "is never indexed nor kept by a shared cache, has its own address, and answers hostile queries",
    desktopOnly("what the server answers does not depend on the screen"),
    async ({ request }) => {
      const answer = await request.get("/buscar?q=Techno%20%20CDMX&page=1");
      expect(answer.headers()["cache-control"]).toMatch(/private|no-store/);
      expect(answer.headers()["cache-control"]).not.toMatch(/s-maxage|public/);
      const html = await answer.text();
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
      // The query as the page reads it, page 1 bare: a shared search opens the same results.
      const address = `${E2E_BASE_URL}/buscar?q=Techno++CDMX`;
      expect(html).toContain(`<meta property="og:url" content="${address}"/>`);
      expect(html).toContain(`<link rel="canonical" href="${address}"/>`);
      for (const query of [
        '"',
        "*",
        "AND OR NOT",
        "NEAR(a",
        '\'; DROP TABLE "Post"; --',
        "🎧🔥",
        `${"é".repeat(700)} techno`,
      ])
        expect((await request.get(`/buscar?q=${encodeURIComponent(query)}`)).status()).toBe(200);
    },
  );
});
