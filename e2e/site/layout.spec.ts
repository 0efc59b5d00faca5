import { signInAsEditor } from "../editor/editor";
import { SCREEN_WIDTHS, sidewaysFaults, stubPhotos } from "../support/screen-widths";
import { desktopOnly, expect, phoneOnly, test } from "../support/test";
import { editorPages, publicPages, publishSiteContent, type SitePage } from "../validators/site-pages";

const navigation = [
  ["Home", "/"],
  ["Noticias", "/post"],
  ["Team", "/team"],
  ["Contacto", "/contact"],
  ["Log in", "/login"],
] as const;

test.describe("every public page", () => {
  test("has the product title, the description and Mexican Spanish as its language", async ({ page }) => {
    for (const path of ["/", "/post", "/team", "/contact", "/cookies", "/privacidad"]) {
      await page.goto(path);
      await expect(page).toHaveTitle(/Pulso Electrónico/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
    }
    await page.goto("/");
    await expect(page).toHaveTitle("Pulso Electrónico");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Blog de EDM en México");
  });

  test("has a footer with the site links, the copyright and the credit", async ({ page }) => {
    await page.goto("/team");
    const footer = page.locator("footer").last();
    for (const [name, href] of [
      ...navigation.slice(0, 4),
      ["Cookies", "/cookies"] as const,
      ["Privacidad", "/privacidad"] as const,
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText("© 2025 Pulso Electrónico. All Rights Reserved.");
    await expect(footer).toContainText("developed by Diego Ramírez");
    await footer.getByRole("link", { name: "Cookies", exact: true }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cookies" })).toBeVisible();
    await expect(page.getByText("La única cookie es la de sesión del editor")).toBeVisible();
  });
});

test.describe("header on a wide screen", desktopOnly("the inline navigation is for screens of 768 px and more"), () => {
  test("shows the navigation inline and hides the menu button", async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    for (const [name, href] of navigation) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeHidden();
    await nav.getByRole("link", { name: "Noticias", exact: true }).click();
    await expect(page).toHaveURL(/\/post$/);
    await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
  });

  test("lets a keyboard user skip to the content", async ({ page }) => {
    await page.goto("/team");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contenido$/);
  });
});

test.describe("slide-in menu on a small screen", phoneOnly("the slide-in menu is for screens under 768 px"), () => {
  test("opens and closes with its buttons, keeps focus inside and the page still", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Abrir menú" });
    const dialog = page.getByRole("dialog", { name: "Menú" });
    await expect(page.getByRole("navigation", { name: "Navegación principal" }).first()).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");

    await open.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expect(open).toHaveAttribute("aria-expanded", "true");
    const close = dialog.getByRole("button", { name: "Cerrar menú" });
    await expect(close).toBeFocused();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    for (const [name, href] of navigation) {
      await expect(dialog.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("link", { name: "Log in" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("closes with Escape and returns focus to the menu button", async ({ page }) => {
    await page.goto("/team");
    const open = page.getByRole("button", { name: "Abrir menú" });
    await open.click();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("takes the reader to the chosen page and closes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("dialog", { name: "Menú" }).getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contacto" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });
});

/** Each page once, laid out again at every width: what sticks out, page by page. */
async function sweep(page: import("@playwright/test").Page, pages: SitePage[]) {
  const faults: string[] = [];
  await stubPhotos(page);
  for (const { name, path } of pages) {
    await page.goto(path);
    faults.push(...(await sidewaysFaults(page)).map((fault) => `${name} (${path}) at ${fault}`));
  }
  return faults;
}

test.describe(
  `no page scrolls sideways at ${SCREEN_WIDTHS.join(", ")} px`,
  desktopOnly("each test sets the widths itself"),
  () => {
    test("on any kind of public page, with the header's way in wholly on the screen", async ({ page, request }) => {
      test.setTimeout(240_000);
      const pages = publicPages(await publishSiteContent(request));
      expect(await sweep(page, pages)).toEqual([]);
    });

    test("on any editor page, signed in", async ({ page, request }) => {
      test.setTimeout(240_000);
      const pages = editorPages(await publishSiteContent(request));
      await signInAsEditor(page);
      expect(await sweep(page, pages)).toEqual([]);
    });
  },
);
