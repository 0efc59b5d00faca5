import { type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { publishWithTopics, uniqueTopic } from "../topics/topics";
import { publishPost } from "./support";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

/** The page's BreadcrumbList, as [name, address] from the home page. */
async function trailOf(page: Page) {
  const trail = (await jsonLd(page)).find((data) => data["@type"] === "BreadcrumbList");
  return (trail?.itemListElement as { name: string; item: string }[] | undefined)?.map(({ name, item }) => [
    name,
    item,
  ]);
}

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first();

test.describe(
  "metadata and structured data",
  desktopOnly("what search engines read does not depend on the screen"),
  () => {
    test("a post page has its own title, description, canonical, article card and NewsArticle", async ({
      page,
      request,
    }) => {
      const post = await publishPost(request, { author: "Diego Ramírez", date: "2019-03-01" });
      const url = `${E2E_BASE_URL}/post/${post.id}`;
      await page.goto(`/post/${post.id}`);

      await expect(page).toHaveTitle(`${post.title} | Pulso Electrónico`);
      await expect(meta(page, "description")).toHaveAttribute("content", post.description);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(meta(page, "og:type")).toHaveAttribute("content", "article");
      await expect(meta(page, "og:locale")).toHaveAttribute("content", "es_MX");
      await expect(meta(page, "og:url")).toHaveAttribute("content", url);
      await expect(meta(page, "article:published_time")).toHaveAttribute("content", "2019-03-01T00:00:00-06:00");
      await expect(meta(page, "og:image")).toHaveAttribute("content", new RegExp(`^${url}/opengraph-image`));
      await expect(meta(page, "twitter:card")).toHaveAttribute("content", "summary_large_image");
      await expect(meta(page, "twitter:image")).toHaveAttribute("content", new RegExp(`^${url}/opengraph-image`));

      const [article] = (await jsonLd(page)).filter((data) => data["@type"] === "NewsArticle");
      expect(article).toMatchObject({
        "@context": "https://schema.org",
        headline: post.title,
        description: post.description,
        image: [post.image],
        datePublished: "2019-03-01T00:00:00-06:00",
        author: [{ "@type": "Person", name: "Diego Ramírez", url: `${E2E_BASE_URL}/autor/diego-ramirez` }],
        publisher: {
          "@type": "Organization",
          name: "Pulso Electrónico",
          logo: { "@type": "ImageObject", url: `${E2E_BASE_URL}/images/brand/logo.png` },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
      });
      expect(await trailOf(page)).toEqual([
        ["Inicio", `${E2E_BASE_URL}/`],
        ["Noticias", `${E2E_BASE_URL}/post`],
        [post.title, url],
      ]);
      // Google Discover shows only the pages that let it show their photo large.
      await expect(meta(page, "robots")).toHaveAttribute("content", "max-image-preview:large");
    });

    test("a topic's and an author's pages name their place in the site from the home page", async ({
      page,
      request,
    }) => {
      const topic = uniqueTopic("Ruta");
      const author = `Renata Ruta ${topic.slug.slice(-8)}`;
      await publishWithTopics(request, [topic.name], { author });
      await page.goto(`/tema/${topic.slug}`);
      expect(await trailOf(page)).toEqual([
        ["Inicio", `${E2E_BASE_URL}/`],
        ["Temas", `${E2E_BASE_URL}/tema`],
        [topic.name, `${E2E_BASE_URL}/tema/${topic.slug}`],
      ]);
      await page.goto(`/autor/renata-ruta-${topic.slug.slice(-8)}`);
      expect(await trailOf(page)).toEqual([
        ["Inicio", `${E2E_BASE_URL}/`],
        [author, `${E2E_BASE_URL}/autor/renata-ruta-${topic.slug.slice(-8)}`],
      ]);
    });

    test("an author whose name makes no address is a Person without a link", async ({ page, request }) => {
      const post = await publishPost(request, { author: "***" });
      await page.goto(`/post/${post.id}`);
      const [article] = (await jsonLd(page)).filter((data) => data["@type"] === "NewsArticle");
      expect(article.author).toEqual([{ "@type": "Person", name: "***" }]);
    });

    test("the home page describes the site and its publisher and names its canonical address", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`^${E2E_BASE_URL}/?$`),
      );
      await expect(meta(page, "og:locale")).toHaveAttribute("content", "es_MX");
      await expect(meta(page, "og:image")).toHaveAttribute("content", new RegExp(`^${E2E_BASE_URL}/opengraph-image`));
      const data = await jsonLd(page);
      expect(data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ "@type": "WebSite", name: "Pulso Electrónico", url: `${E2E_BASE_URL}/` }),
          expect.objectContaining({
            "@type": "Organization",
            name: "Pulso Electrónico",
            logo: expect.objectContaining({ url: `${E2E_BASE_URL}/images/brand/logo.png` }),
          }),
        ]),
      );
    });

    test("the news list names /post for its first page and /post?page=N after it", async ({ page }) => {
      await page.goto("/post");
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/post`);
      await page.goto("/post?page=2");
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/post?page=2`);
    });
  },
);
