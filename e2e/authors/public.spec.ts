import { type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { apiAuthorization, E2E_BASE_URL } from "../support/environment";
import { anAuthor, describeAuthor, publishPostsBy, shoot, uploadedPortrait } from "./support";
import { seriousViolations } from "../support/accessibility";

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));

test.describe("an author's page", () => {
  test("the byline leads to it: name, bio, photo, and the posts 6 a page, newest first", async ({ page, request }) => {
    const author = anAuthor();
    const posts = await publishPostsBy(request, author.name, 7);
    const bio = "Cubre festivales de techno desde 2015, de MUTEK a EDC México.";
    await describeAuthor(request, author.slug, { bio, photo: await uploadedPortrait(request) });

    await page.goto(`/post/${posts[0].id}`);
    await page.getByRole("link", { name: author.name }).click();
    await expect(page).toHaveURL(`/autor/${author.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
    await expect(page.getByText(bio)).toBeVisible();
    const photo = page.getByRole("img", { name: author.name });
    await expect(photo).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const titles = page.locator("main article h3");
    await expect(titles).toHaveText(
      posts
        .slice(1)
        .reverse()
        .map((post) => post.title),
    );
    await shoot(page, "author-page");

    await page.getByRole("link", { name: "Página 2" }).click();
    await expect(page).toHaveURL(`/autor/${author.slug}?page=2`);
    await expect(titles).toHaveText([posts[0].title]);
    await expect(page.getByText("Página 2 de 2")).toBeVisible();
    expect((await page.goto(`/autor/${author.slug}?page=3`))?.status()).toBe(404);
  });

  test(
    "has its canonical, ProfilePage JSON-LD, and the post's NewsArticle names its url",
    desktopOnly("what a page tells crawlers does not depend on the screen"),
    async ({ page, request }) => {
      const author = anAuthor();
      const [post] = await publishPostsBy(request, author.name, 1);
      const url = `${E2E_BASE_URL}/autor/${author.slug}`;
      await page.goto(`/post/${post.id}`);
      const [article] = (await jsonLd(page)).filter((data) => data["@type"] === "NewsArticle");
      expect(article.author).toEqual([{ "@type": "Person", name: author.name, url }]);

      await page.goto(`/autor/${author.slug}`);
      await expect(page).toHaveTitle(`${author.name}: sus notas | Pulso Electrónico`);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
      const [profile] = (await jsonLd(page)).filter((data) => data["@type"] === "ProfilePage");
      expect(profile).toMatchObject({ url, mainEntity: { "@type": "Person", name: author.name, url } });
    },
  );

  test("an unknown author, a malformed address and a page past the last are not found", async ({ page, request }) => {
    expect((await page.goto(`/autor/${anAuthor().slug}`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const path of ["/autor/Lucia", "/autor/lucia--ortega", "/autor/lucia?page=0", "/autor/lucia?page=x"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("a name without letters or digits is no link", async ({ page, request }) => {
    const [post] = await publishPostsBy(request, "***", 1);
    await page.goto(`/post/${post.id}`);
    await expect(page.getByText("Nota por: ***")).toBeVisible();
    await expect(page.getByRole("link", { name: "***" })).toHaveCount(0);
  });

  test("axe finds no serious or critical violation on an author's page", async ({ page, request }) => {
    const author = anAuthor();
    await publishPostsBy(request, author.name, 1);
    await describeAuthor(request, author.slug, { bio: "Escribe de house.", photo: await uploadedPortrait(request) });
    await page.goto(`/autor/${author.slug}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the authors API", () => {
  test(
    "refuses a change without credentials, and bad input with a 400 naming each field",
    desktopOnly("the API does not depend on the screen"),
    async ({ request }) => {
      const author = anAuthor();
      await publishPostsBy(request, author.name, 1);
      const anonymous = await request.put(`/edmNews/authors/${author.slug}`, { data: { bio: "Intruso" } });
      expect(anonymous.status()).toBe(401);
      expect((await anonymous.json()).error.code).toBe("unauthorized");

      const bad = await request.put(`/edmNews/authors/${author.slug}`, {
        data: { bio: "a".repeat(601), photo: "javascript:alert(1)" },
        headers: { Authorization: apiAuthorization },
      });
      expect(bad.status()).toBe(400);
      expect((await bad.json()).error.fieldCodes).toEqual({ bio: "too_long", photo: "not_a_url" });
      for (const photo of ["http://fotos.example.mx/ana.jpg", "https://ana:secreto@fotos.example.mx/ana.jpg"]) {
        const refused = await request.put(`/edmNews/authors/${author.slug}`, {
          data: { photo },
          headers: { Authorization: apiAuthorization },
        });
        expect((await refused.json()).error.fieldCodes, photo).toEqual({ photo: "not_a_url" });
      }
      const stored = await request.get(`/edmNews/authors/${author.slug}`, {
        headers: { Authorization: apiAuthorization },
      });
      expect(await stored.json()).toMatchObject({ slug: author.slug, name: author.name, bio: "", photo: "" });
    },
  );
});
