import { expect, test } from "../support/test";
import { layoutShift, settled, trackLayoutShift } from "../support/layout-shift";
import { newPost, publish } from "../support/posts";
import { longStory } from "../../scripts/testing/long-story";

/** The site's own photos (relative addresses, drawn in their reserved box), so the story needs no network. */
const PHOTOS = [
  "/images/posts/edc-mexico-2025-cronica.webp",
  "/images/posts/bahidora-2025-las-estacas.webp",
  "/images/posts/day-zero-tulum-2025-ritual-selva.webp",
  "/images/posts/corona-capital-2024-escenario-electronico.webp",
];

test.describe("a story with every construct", () => {
  test("reads like a magazine: headings, lists, quote, table, figures, embeds, without shifting", async ({
    page,
    request,
  }, testInfo) => {
    const [introduction, climax, conclusion] = longStory(PHOTOS);
    const post = newPost({ title: "Una noche completa", introduction, climax, conclusion });
    expect((await publish(request, post)).status()).toBe(201);
    await trackLayoutShift(page);
    await page.goto(`/post/${post.id}`);
    const story = page.locator("main article").first();

    await expect(story.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(story.getByRole("heading", { level: 2 })).toHaveCount(7);
    await expect(story.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(story.getByText(/^\d+ min de lectura$/)).toHaveText("10 min de lectura");
    await expect(story.locator("figure")).toHaveCount(4);
    await expect(story.locator("figcaption").first()).toHaveText("Pie de foto 1");
    await expect(story.locator("figure img").first()).toHaveAttribute("loading", "lazy");
    await expect(story.locator("blockquote")).toContainText("La mejor noche del año.");
    await expect(story.locator("li", { hasText: "Charlotte de Witte" }).locator("strong")).toBeVisible();
    await expect(story.locator("li li")).toHaveText("cierre");
    await expect(story.locator("del")).toHaveText("Cancelado");
    await expect(
      story
        .getByRole("region", { name: /^Tabla/ })
        .locator("td")
        .first(),
    ).toHaveText("22:00");
    await expect(story.locator("[data-embed]")).toHaveCount(4);
    await expect(story.getByRole("link", { name: "la taquilla" })).toHaveAttribute("rel", "noopener");

    // Nothing wider than the screen: a wide table scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Each photo arrives into the box kept for it: reading down the story moves nothing.
    for (const photo of await story.locator("figure img").all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await settled(page);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`story-${testInfo.project.name}.png`), fullPage: true });
  });
});
