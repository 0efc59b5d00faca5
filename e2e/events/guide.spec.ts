import { expect, phoneOnly, test } from "../support/test";
import { eventIn, storeEvent, uniqueCity } from "../support/events";
import { uniqueWord } from "../support/unique-word";
import { at, dayAfter, weekendFriday } from "./guide-support";

test.describe("the guide, /eventos", () => {
  test("lists the upcoming events by month, each card with its days, city, venue, status and price", async ({
    page,
    request,
  }) => {
    const city = uniqueCity();
    const [festival, cancelled, free] = [
      eventIn(city.name, "2031-03-26T16:00", "2031-03-28T06:00", { priceFrom: 1200 }),
      eventIn(city.name, "2031-03-29T20:00", "2031-03-30T04:00", { status: "cancelado", kind: "club" }),
      eventIn(city.name, "2031-04-05T12:00", "2031-04-05T22:00", { priceFrom: 0, kind: "concierto" }),
    ];
    const ranged = eventIn(city.name, "2031-04-12T20:00", "2031-04-13T04:00", { priceFrom: 800, priceTo: 1500 });
    const over = eventIn(city.name, "2021-04-12T20:00", "2021-04-13T04:00");
    for (const event of [festival, cancelled, free, ranged, over]) await storeEvent(request, event);

    await page.goto(`/eventos?ciudad=${city.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Eventos en ${city.name}` })).toBeVisible();
    const march = page.getByRole("region", { name: "marzo de 2031" });
    const april = page.getByRole("region", { name: "abril de 2031" });
    await expect(march.getByRole("listitem")).toHaveCount(2);
    await expect(april.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("listitem").filter({ hasText: over.name })).toHaveCount(0);

    const card = march.getByRole("listitem").filter({ hasText: festival.name });
    await expect(card.getByText("26–28 mar 2031")).toBeVisible();
    await expect(card).toContainText(city.name);
    await expect(card).toContainText(festival.venue.name);
    await expect(card).toContainText("Desde $1,200 MXN");
    await expect(card.getByText("Cancelado")).toHaveCount(0);
    await expect(march.getByRole("listitem").filter({ hasText: cancelled.name })).toContainText("Cancelado");
    await expect(april.getByRole("listitem").filter({ hasText: free.name })).toContainText("Gratis");
    await expect(april.getByRole("listitem").filter({ hasText: ranged.name })).toContainText("$800 – $1,500 MXN");

    await card.getByRole("link", { name: festival.name }).click();
    await expect(page).toHaveURL(new RegExp(`/eventos/${festival.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: festival.name })).toBeVisible();
  });

  test("filters by city and by month with plain links, each keeping the other", async ({ page, request }) => {
    const [city, other] = [uniqueCity(), uniqueCity()];
    const march = eventIn(city.name, "2031-03-20T20:00", "2031-03-21T04:00");
    const april = eventIn(city.name, "2031-04-20T20:00", "2031-04-21T04:00");
    const elsewhere = eventIn(other.name, "2031-03-22T20:00", "2031-03-23T04:00");
    for (const event of [march, april, elsewhere]) await storeEvent(request, event);

    await page.goto("/eventos");
    const filters = page.getByRole("navigation", { name: "Filtrar eventos" });
    await filters.getByRole("link", { name: city.name, exact: true }).click();
    await expect(page).toHaveURL(at(`/eventos?ciudad=${city.slug}`));
    await expect(page.getByRole("heading", { level: 1, name: `Eventos en ${city.name}` })).toBeVisible();
    const cards = page.getByRole("region", { name: "Próximos eventos" }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: elsewhere.name })).toHaveCount(0);

    await filters.getByRole("link", { name: "abril de 2031", exact: true }).click();
    await expect(page).toHaveURL(at(`/eventos?ciudad=${city.slug}&mes=2031-04`));
    await expect(page.getByRole("heading", { level: 1, name: `Eventos en ${city.name}, abril de 2031` })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(april.name);
    await expect(filters.getByRole("link", { name: "abril de 2031" })).toHaveAttribute("aria-current", "page");

    await filters.getByRole("link", { name: "Todas", exact: true }).click();
    await expect(page).toHaveURL(at("/eventos?mes=2031-04"));
    await expect(page.getByRole("heading", { level: 1, name: "Eventos de abril de 2031" })).toBeVisible();
    await expect(cards.filter({ hasText: april.name })).toHaveCount(1);
    await expect(cards.filter({ hasText: march.name })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/eventos\?mes=2031-04$/);
  });

  test(
    "on a phone, the chosen city's pill is scrolled into its row's view, and the page stays at its top",
    phoneOnly("only a phone's filter row scrolls within itself"),
    async ({ page, request }, testInfo) => {
      const word = uniqueWord();
      const city = { name: `Zumpango ${word[0].toUpperCase()}${word.slice(1)}`, slug: `zumpango-${word}` };
      await storeEvent(request, eventIn(city.name, "2031-03-20T20:00", "2031-03-21T04:00"));

      await page.goto(`/eventos?ciudad=${city.slug}`);
      const filters = page.getByRole("navigation", { name: "Filtrar eventos" });
      const chosen = filters.getByRole("link", { name: city.name, exact: true });
      await expect(chosen).toHaveAttribute("aria-current", "page");
      const row = chosen.locator("xpath=ancestor::ul[1]");
      expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      await expect(chosen).toBeInViewport({ ratio: 0.9 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await filters.screenshot({ path: testInfo.outputPath("filters-phone.png") });
    },
  );

  test("says so when a filter keeps nothing; an unknown city or a malformed month is a 404", async ({
    page,
    request,
  }) => {
    const city = uniqueCity();
    await storeEvent(request, eventIn(city.name, "2031-03-20T20:00", "2031-03-21T04:00"));
    const empty = await page.goto(`/eventos?ciudad=${city.slug}&mes=2031-09`);
    expect(empty?.status()).toBe(200);
    await expect(page.getByText("Ningún evento próximo coincide con este filtro.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver todos los eventos" }).first()).toHaveAttribute("href", "/eventos");
    for (const path of [
      `/eventos?ciudad=${uniqueCity().slug}`,
      "/eventos?ciudad=No%20Es%20Ciudad",
      "/eventos?mes=2031-13",
      "/eventos?mes=marzo",
      `/eventos?ciudad=${city.slug}&mes=31-03`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test("shows this weekend's events, Friday to Sunday night in Mexico City", async ({ page, request }) => {
    const friday = weekendFriday();
    const city = uniqueCity();
    const weekend = eventIn(city.name, `${friday}T00:00`, `${dayAfter(friday, 2)}T23:59`, {
      name: `Rave ${city.slug}`,
    });
    const later = eventIn(city.name, `${dayAfter(friday, 7)}T20:00`, `${dayAfter(friday, 8)}T04:00`);
    for (const event of [weekend, later]) await storeEvent(request, event);
    await page.goto("/eventos");
    const block = page.getByRole("region", { name: "Este fin de semana" });
    await expect(block.getByRole("listitem").filter({ hasText: weekend.name })).toBeVisible();
    await expect(block.getByRole("listitem").filter({ hasText: later.name })).toHaveCount(0);
    await page.goto(`/eventos?ciudad=${city.slug}`);
    await expect(page.getByRole("region", { name: "Este fin de semana" })).toHaveCount(0);
  });

  test("pages the upcoming events twelve at a time with the lists' pagination; past the end is a 404", async ({
    page,
    request,
  }) => {
    const city = uniqueCity();
    // Thirteen make a second page whatever the other specs wrote, and the latest of them ends the guide.
    const nights = Array.from({ length: 13 }, (_, index) => {
      const day = String(index + 1).padStart(2, "0");
      return eventIn(city.name, `2039-01-${day}T20:00`, `2039-01-${day}T23:00`, { name: `Noche ${day} ${city.slug}` });
    });
    for (const event of nights) await storeEvent(request, event);

    await page.goto("/eventos");
    const pagination = page.getByRole("navigation", { name: "Páginas de eventos" });
    await pagination.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(at("/eventos?page=2"));
    await expect(page.getByRole("heading", { level: 1, name: "Eventos — página 2" })).toBeVisible();
    await expect(pagination.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Este fin de semana" })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/eventos\?page=2$/);

    await pagination
      .getByRole("link", { name: /^Página \d+$/ })
      .last()
      .click();
    const cards = page.getByRole("region", { name: "Próximos eventos" }).locator("article, li:has(h3)");
    await expect(cards.filter({ hasText: nights[12].name })).toHaveCount(1);
    expect(await cards.count()).toBeLessThanOrEqual(12);

    for (const path of ["/eventos?page=999999", "/eventos?page=abc", "/eventos?page=0"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test("offers the calendar to subscribe to (webcal://) and to download", async ({ page, request, baseURL }) => {
    const event = await storeEvent(request, eventIn(uniqueCity().name, "2031-05-20T20:00", "2031-05-21T04:00"));
    await page.goto("/eventos");
    const host = new URL(baseURL!).host;
    await expect(page.getByRole("link", { name: "Suscribirse al calendario" })).toHaveAttribute(
      "href",
      `webcal://${host}/eventos.ics`,
    );
    const download = page.getByRole("link", { name: "Descargar .ics" });
    await expect(download).toHaveAttribute("href", "/eventos.ics");
    const feed = await request.get("/eventos.ics");
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain(`UID:${event.id}@${host}`);
  });
});

test.describe("the guide without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters with the same plain links", async ({ page, request }) => {
    const city = uniqueCity();
    const event = await storeEvent(request, eventIn(city.name, "2031-05-20T20:00", "2031-05-21T04:00"));
    await page.goto("/eventos");
    await page
      .getByRole("navigation", { name: "Filtrar eventos" })
      .getByRole("link", { name: city.name, exact: true })
      .click();
    await expect(page).toHaveURL(at(`/eventos?ciudad=${city.slug}`));
    await expect(page.getByRole("listitem").filter({ hasText: event.name })).toBeVisible();
  });
});
