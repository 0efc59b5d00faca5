import { expect, test } from "../support/test";

test.describe("team", () => {
  test("shows one member card: CEO and web developer, photo, quote and external social links", async ({ page }) => {
    await page.goto("/team");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole("heading", { name: "Diego Ramírez" })).toBeVisible();
    await expect(card).toContainText("CEO & Web Developer");
    await expect(card.locator("blockquote")).not.toBeEmpty();
    const photo = card.getByRole("img", { name: /Retrato de Diego Ramírez/ });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const social = card.getByRole("list", { name: "Redes de Diego Ramírez" }).getByRole("link");
    expect(await social.count()).toBeGreaterThanOrEqual(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });
});

test.describe("contact", () => {
  test("shows the press-tours label, the e-mail link and the WhatsApp chat link", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contacto" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Press Tours" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Escríbenos/ })).toHaveAttribute(
      "href",
      "mailto:prensa@pulsoelectronico.mx",
    );
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/525512345678");
  });
});

test.describe("unknown routes", () => {
  for (const path of ["/no-existe", "/post/a/b", "/team/extra", "/edmnews"]) {
    test(`${path} answers 404 with the generic router error page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    });
  }
});
