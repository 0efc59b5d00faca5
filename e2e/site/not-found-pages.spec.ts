// Every kind of "not found" and "gone" page, as crawlers and readers without JavaScript get it, then in a browser.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../support/test";
import { createThrough, trash } from "../newsroom/public-support";

type Missing = { kind: string; path: string; status: number; heading: string; title: string; link: string };

const unknown = (kind: string, path: string): Missing => ({
  kind,
  path,
  status: 404,
  heading: "Unexpected Application Error!",
  title: "Página no encontrada | Pulso Electrónico",
  link: "Volver al inicio",
});

const missingPost = (kind: string, path: string): Missing => ({
  kind,
  path,
  status: 404,
  heading: "Publicación no encontrada",
  title: "Publicación no encontrada | Pulso Electrónico",
  link: "Volver a noticias",
});

const MISSING: Missing[] = [
  missingPost("an unknown post", "/post/no-existe-esta-nota"),
  missingPost("a malformed post address", "/post/Mayusculas-No"),
  unknown("an unknown topic", "/tema/no-existe-este-tema"),
  unknown("a page of an unknown topic", "/tema/no-existe-este-tema?page=2"),
  unknown("an unknown author", "/autor/nadie-escribe-esto"),
  unknown("a page of an unknown author", "/autor/nadie-escribe-esto?page=2"),
  unknown("a list page past the last", "/post?page=999"),
  unknown("a list page that is no number", "/post?page=abc"),
  unknown("an address no route has", "/no-existe"),
  unknown("an address below a page", "/post/a/b"),
  unknown("an address with a line break", "/no%0Aexiste"),
];

/** A post that was online, then removed: its address answers 410. */
async function removedPost(request: APIRequestContext): Promise<Missing> {
  const post = await createThrough(request, { title: `Retirada ${Date.now()}` });
  await trash(request, post.id);
  return {
    kind: "a removed post",
    path: `/post/${post.id}`,
    status: 410,
    heading: "Esta nota fue retirada",
    title: "Nota retirada | Pulso Electrónico",
    link: "Volver a noticias",
  };
}

/** What a page must show, whether its HTML came from the server alone or a browser ran its scripts. */
async function expectWholePage(page: Page, missing: Missing) {
  await expect(page.locator("html"), missing.kind).toHaveAttribute("lang", /^es(-|$)/);
  await expect(page).toHaveTitle(missing.title);
  await expect(page.getByRole("banner").getByRole("link", { name: "Pulso Electrónico, inicio" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("All Rights Reserved");
  await expect(page.locator("main"), missing.kind).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(missing.heading);
  await expect(page.getByRole("main").getByRole("link", { name: missing.link })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await expect(page.locator('head meta[property^="og:image"], head meta[name^="twitter:image"]')).toHaveCount(0);
}

test.describe(
  "not-found and removed pages without JavaScript",
  desktopOnly("what the server sends does not depend on the screen"),
  () => {
    test.use({ javaScriptEnabled: false });

    test("the server sends each whole: lang, header and footer, one main with the words, a title and noindex", async ({
      page,
      request,
    }) => {
      for (const missing of [...MISSING, await removedPost(request)]) {
        const answer = await request.get(missing.path);
        expect(answer.status(), missing.kind).toBe(missing.status);
        const html = await answer.text();
        expect(html, missing.kind).not.toContain("__next_error__");
        expect(html, missing.kind).toMatch(/^<!DOCTYPE html><html lang="es-MX"/);
        expect(html.match(/<main\b/g), missing.kind).toHaveLength(1);
        expect(html, missing.kind).toContain(`>${missing.heading}</h1>`);

        expect((await page.goto(missing.path))?.status(), missing.kind).toBe(missing.status);
        await expectWholePage(page, missing);
      }
    });
  },
);

test.describe(
  "not-found and removed pages in a browser",
  desktopOnly("their HTML and scripts are the same on every screen"),
  () => {
    for (const missing of MISSING) {
      test(`${missing.kind} (${missing.path}) stays whole once its scripts run, and axe finds nothing`, async ({
        page,
      }) => {
        expect((await page.goto(missing.path))?.status()).toBe(missing.status);
        await page.waitForLoadState("networkidle");
        await expectWholePage(page, missing);
        expect((await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id)).toEqual([]);
      });
    }

    test("a removed post stays whole once its scripts run, and axe finds nothing", async ({ page, request }) => {
      const missing = await removedPost(request);
      expect((await page.goto(missing.path))?.status()).toBe(410);
      await page.waitForLoadState("networkidle");
      await expectWholePage(page, missing);
      expect((await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id)).toEqual([]);
    });
  },
);
