import { type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";

/** The <head> as a crawler reads it; a tag that is not there reads as null. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: meta("description"),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogUrl: meta("og:url"),
      ogTitle: meta("og:title"),
      ogDescription: meta("og:description"),
      twitterTitle: meta("twitter:title"),
      ogImage: meta("og:image"),
    };
  });
}

const PAGES = [
  { path: "/", title: "Pulso Electrónico" },
  { path: "/post", title: "Noticias | Pulso Electrónico" },
  { path: "/post?page=2", title: "Noticias — página 2 | Pulso Electrónico" },
  { path: "/team", title: "Team | Pulso Electrónico" },
  { path: "/contact", title: "Contacto | Pulso Electrónico" },
  { path: "/cookies", title: "Cookies | Pulso Electrónico" },
  { path: "/privacidad", title: "Privacidad | Pulso Electrónico" },
];

test.describe(
  "what each page says of itself",
  desktopOnly("what search engines read does not depend on the screen"),
  () => {
    test("every page type has its own title, description and share card, and one address as canonical and og:url", async ({
      page,
      request,
    }) => {
      const descriptions = new Set<string>();
      for (const { path, title } of PAGES) {
        await page.goto(path);
        const meta = await readHead(page);
        expect(meta, path).toMatchObject({ title, ogTitle: title, twitterTitle: title, ogUrl: meta.canonical });
        // Next.js writes the home page's address without its final slash; both forms name the same page.
        expect(new URL(meta.canonical!).href, path).toBe(new URL(path, E2E_BASE_URL).href);
        expect(meta.ogDescription, path).toBe(meta.description);
        const card = await request.get(meta.ogImage!);
        expect([card.status(), card.headers()["content-type"]], path).toEqual([200, "image/png"]);
        expect(meta.description?.length, path).toBeGreaterThan(20);
        descriptions.add(meta.description!);
      }
      expect(descriptions.size).toBe(PAGES.length);
      await page.goto("/");
      expect((await readHead(page)).description).toBe("Blog de EDM en México");
    });

    test("the login page, kept out of search results, still names its one address as canonical and og:url", async ({
      page,
    }) => {
      await page.goto("/login");
      const meta = await readHead(page);
      expect(meta).toMatchObject({ title: "Log in | Pulso Electrónico", ogUrl: `${E2E_BASE_URL}/login` });
      expect(meta.canonical).toBe(meta.ogUrl);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    });
  },
);

test.describe(
  "what a not-found page says of itself to crawlers, which run no script",
  desktopOnly("what search engines read does not depend on the screen"),
  () => {
    test.use({ javaScriptEnabled: false });

    test("a not-found page names itself, claims no address and advertises no share image", async ({ page }) => {
      const missing = [
        { path: "/post/no-existe-esta-nota", title: "Publicación no encontrada | Pulso Electrónico" },
        { path: "/no/existe", title: "Página no encontrada | Pulso Electrónico" },
        { path: "/post?page=9999", title: "Página no encontrada | Pulso Electrónico" },
        { path: "/tema/no-existe-este-tema", title: "Página no encontrada | Pulso Electrónico" },
        { path: "/autor/nadie-escribe-esto", title: "Página no encontrada | Pulso Electrónico" },
      ];
      const head = (selector: string) => page.locator(`head ${selector}`);
      for (const { path, title } of missing) {
        expect((await page.goto(path))?.status(), path).toBe(404);
        await expect(page, path).toHaveTitle(title);
        await expect(head('meta[property="og:title"]'), path).toHaveAttribute("content", title);
        await expect(head('link[rel="canonical"], meta[property="og:url"]'), path).toHaveCount(0);
        // A missing post's share image does not exist, and the site's card would stand for a page that is not there.
        await expect(head('meta[property="og:image"], meta[name="twitter:image"]'), path).toHaveCount(0);
      }
    });
  },
);
