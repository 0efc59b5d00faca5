import { desktopOnly, expect, phoneOnly, test } from "../support/test";
import { eventIn, storeEvent, uniqueCity } from "../support/events";
import { hoursFromNow } from "./guide-support";

test.describe("the home page's next events", () => {
  test("shows the next four between the hero and the news, with a link to the guide", async ({ page, request }) => {
    // Started long ago and not over: it comes first among the events not over yet, whatever the other specs wrote.
    const city = uniqueCity().name;
    const event = await storeEvent(request, eventIn(city, hoursFromNow(-24 * 30), hoursFromNow(12)));
    for (const day of [10, 11, 12, 13])
      await storeEvent(request, eventIn(city, `2031-08-${day}T20:00`, `2031-08-${day}T23:00`));
    await page.goto("/");
    const block = page.getByRole("region", { name: "Próximos eventos" });
    await expect(block.getByRole("listitem").filter({ hasText: event.name })).toBeVisible();
    await expect(block.getByRole("listitem")).toHaveCount(4);
    const order = await page
      .locator("main h1, main h2")
      .evaluateAll((headings) => headings.map((heading) => heading.textContent));
    expect(order.indexOf("Próximos eventos")).toBeGreaterThan(0);
    expect(order.indexOf("Próximos eventos")).toBeLessThan(order.indexOf("Últimas noticias"));
    await expect(page.locator("#noticias article")).toHaveCount(8);
    await block.getByRole("link", { name: /Ver todos los eventos/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
  });
});

test.describe("Eventos in the header and the footer", () => {
  test("the footer links the guide beside Noticias", async ({ page }) => {
    await page.goto("/team");
    const links = page.locator("footer").last().getByRole("link");
    const names = await links.allTextContents();
    expect(names.indexOf("Eventos")).toBe(names.indexOf("Noticias") + 1);
    await expect(page.locator("footer").last().getByRole("link", { name: "Eventos" })).toHaveAttribute(
      "href",
      "/eventos",
    );
  });

  test("the wide header links the guide beside Noticias", desktopOnly("the inline navigation"), async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    const names = await nav.getByRole("link").allTextContents();
    expect(names.indexOf("Eventos")).toBe(names.indexOf("Noticias") + 1);
    await nav.getByRole("link", { name: "Eventos", exact: true }).click();
    await expect(page).toHaveURL(/\/eventos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
  });

  test("the phone's menu links the guide beside Noticias", phoneOnly("the slide-in menu"), async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    const names = await menu.getByRole("link").allTextContents();
    expect(names.indexOf("Eventos")).toBe(names.indexOf("Noticias") + 1);
    await menu.getByRole("link", { name: "Eventos", exact: true }).click();
    await expect(page).toHaveURL(/\/eventos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
  });
});
