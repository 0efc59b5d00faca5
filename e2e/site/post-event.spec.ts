import { type Page } from "@playwright/test";
import { checkNewsArticle } from "../../scripts/testing/news-article-check";
import { desktopOnly, expect, test } from "../support/test";
import { E2E_BASE_URL } from "../support/environment";
import { aUniqueEvent, changeEvent, deleteEvent, publishAbout, storeEvent } from "../support/events";

/** The block under the byline: the article's one link to an event's page. */
const eventLink = (page: Page) => page.locator('article a[href^="/eventos/"]');

test.describe("a post about an event", () => {
  test("links to the event's page with its name, days, city and status", async ({ page, request }, testInfo) => {
    const event = await storeEvent(
      request,
      aUniqueEvent({
        status: "cancelado",
        venue: { name: "Autódromo Hermanos Rodríguez", city: "Ciudad de México", state: "CDMX" },
      }),
    );
    const post = await publishAbout(request, event.id);
    await page.goto(`/post/${post.id}`);
    const link = eventLink(page);
    await expect(link).toHaveAttribute("href", `/eventos/${event.id}`);
    await expect(link).toContainText(event.name);
    await expect(link).toContainText("26–28 de febrero de 2031");
    await expect(link).toContainText("Ciudad de México");
    await expect(link).toContainText("Cancelado");
    await expect(link.locator("time")).toHaveAttribute("datetime", "2031-02-26T16:00:00-06:00");
    await page.screenshot({ path: testInfo.outputPath("post-page-event.png") });
  });

  test("going ahead as planned shows no status; a post about nothing shows no event", async ({ page, request }) => {
    const event = await storeEvent(request);
    await page.goto(`/post/${(await publishAbout(request, event.id)).id}`);
    await expect(eventLink(page)).toContainText(event.name);
    await expect(eventLink(page)).not.toContainText(/Cancelado|Pospuesto|Reprogramado/);
    await page.goto(`/post/${(await publishAbout(request, null)).id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(eventLink(page)).toHaveCount(0);
  });
});

test.describe(
  "a post about an event, for crawlers and after changes",
  desktopOnly("neither depends on the screen"),
  () => {
    test("its NewsArticle is about the event, as Google's guidance names an event", async ({ page, request }) => {
      const event = await storeEvent(request, aUniqueEvent({ kind: "club" }));
      const post = await publishAbout(request, event.id);
      await page.goto(`/post/${post.id}`);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const article = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "NewsArticle");
      expect(article.about).toEqual({
        "@type": "MusicEvent",
        name: event.name,
        url: `${E2E_BASE_URL}/eventos/${event.id}`,
        startDate: "2031-02-26T16:00:00-06:00",
        location: expect.objectContaining({ "@type": "Place", name: "Las Estacas" }),
      });
      expect(checkNewsArticle(article, `${E2E_BASE_URL}/post/${post.id}`).errors).toEqual([]);
    });

    test("a change of the event shows on the post's page at once; its deletion leaves the post about nothing", async ({
      page,
      request,
    }) => {
      const event = await storeEvent(request);
      const post = await publishAbout(request, event.id);
      await page.goto(`/post/${post.id}`);
      await expect(eventLink(page)).toContainText(event.name);

      expect(
        (await changeEvent(request, event.id, { name: `${event.name} (nueva fecha)`, status: "pospuesto" })).status(),
      ).toBe(200);
      await page.reload();
      await expect(eventLink(page)).toContainText(`${event.name} (nueva fecha)`);
      await expect(eventLink(page)).toContainText("Pospuesto");

      expect((await deleteEvent(request, event.id)).status()).toBe(204);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(eventLink(page)).toHaveCount(0);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(
        scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "NewsArticle"),
      ).not.toHaveProperty("about");
    });
  },
);
