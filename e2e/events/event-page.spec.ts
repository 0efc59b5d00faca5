import type { Page } from "@playwright/test";
import { phonePhoto } from "../../scripts/testing/image-fixtures";
import { upload } from "../media/pages-support";
import { publish, newPost } from "../support/posts";
import { expect, test } from "../support/test";
import { publishWithTopics, uniqueTopic } from "../topics/topics";
import { changeEvent, deleteEvent, eventIn, linkPosts, storeEvent, uniqueCity } from "../support/events";
import { apiAuthorization } from "../support/environment";

/** The page's JSON-LD objects. */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test.describe("an event's page, /eventos/{id}", () => {
  test("shows everything the event holds, the posts about it, and its structured data", async ({
    page,
    request,
    baseURL,
  }) => {
    const topic = uniqueTopic("Artista");
    await publishWithTopics(request, [topic.name]);
    const photo = await upload(request, await phonePhoto({ width: 1600, height: 900 }));
    const city = uniqueCity();
    const festival = eventIn(city.name, "2031-01-17T21:00", "2031-01-19T03:00", {
      timeZone: "America/Tijuana",
      lineup: [
        { name: `Dj ${city.slug}`, stage: "Bosque", startsAt: "2031-01-17T22:30" },
        { name: topic.name, stage: "Río", startsAt: "2031-01-17T23:45" },
        { name: "Ela Minus", stage: "Bosque", startsAt: "2031-01-18T21:00" },
        { name: "Invitado Sorpresa" },
      ],
      priceFrom: 1200,
      priceTo: 3400,
      ticketUrl: "https://boletos.example.mx/festival",
      organizer: "Colectivo Pulso",
      image: photo.url,
      imageAlt: "La pista principal de noche",
      description: "Tres noches junto al **mar** con [más información](https://festival.example.mx).",
    });
    const event = { ...festival, venue: { ...festival.venue, postalCode: "44100" } };
    await storeEvent(request, event);
    const [older, newer, draft] = [
      newPost({ date: "2020-05-01" }),
      newPost({ date: "2021-05-01" }),
      { ...newPost(), status: "draft" },
    ];
    for (const post of [older, newer, draft]) expect((await publish(request, post)).status()).toBe(201);
    await linkPosts(request, [older.id, newer.id, draft.id], event.id);

    const response = await page.goto(`/eventos/${event.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByText("Festival", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Empieza el viernes 17 de enero de 2031 a las 21:00")).toBeVisible();
    await expect(page.getByText("Termina el domingo 19 de enero de 2031 a las 03:00")).toBeVisible();
    await expect(page.getByText("Hora de Tijuana (UTC−8)")).toBeVisible();
    await expect(page.getByRole("img", { name: "La pista principal de noche" })).toBeVisible();

    const map = page.getByRole("link", { name: /Ver en el mapa/ });
    await expect(map).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${event.venue.name}, Av. Insurgentes 100, ${city.name}`).replace(/%20/g, "+")}`,
    );
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(page.getByText(`${city.name}, Jalisco, C.P. 44100`)).toBeVisible();
    await expect(page.getByText("$1,200 – $3,400 MXN")).toBeVisible();
    await expect(page.getByText("Organiza: Colectivo Pulso")).toBeVisible();
    const tickets = page.getByRole("link", { name: /Comprar boletos/ });
    await expect(tickets).toHaveAttribute("href", "https://boletos.example.mx/festival");
    await expect(tickets).toHaveAttribute("rel", "noopener");

    const lineup = page.getByRole("region", { name: "Line-up" });
    const days = lineup.getByRole("heading", { level: 3 });
    await expect(days).toHaveText([
      "viernes 17 de enero de 2031",
      "sábado 18 de enero de 2031",
      "Horario por confirmar",
    ]);
    await expect(lineup.getByRole("heading", { level: 4 })).toHaveText([
      "Bosque",
      "Río",
      "Bosque",
      "Escenario principal",
    ]);
    await expect(lineup.getByText("22:30")).toBeVisible();
    await expect(lineup.getByRole("link", { name: topic.name })).toHaveAttribute("href", `/tema/${topic.slug}`);
    await expect(lineup.getByRole("link", { name: `Dj ${city.slug}` })).toHaveCount(0);

    const about = page.getByRole("region", { name: "Sobre el evento" });
    await expect(about.locator("strong", { hasText: "mar" })).toBeVisible();
    await expect(about.getByRole("link", { name: "más información" })).toHaveAttribute(
      "href",
      "https://festival.example.mx",
    );

    const posts = page.getByRole("region", { name: `Noticias sobre ${event.name}` });
    await expect(posts.getByRole("article")).toHaveCount(2);
    await expect(posts.getByRole("heading", { level: 3 })).toHaveText([newer.title, older.title]);

    const graph = (await jsonLd(page)).find((data) => data["@type"] === "Festival");
    expect(graph).toMatchObject({
      name: event.name,
      startDate: "2031-01-17T21:00:00-08:00",
      url: `${baseURL}/eventos/${event.id}`,
      offers: { "@type": "AggregateOffer", lowPrice: 1200, highPrice: 3400, priceCurrency: "MXN" },
      location: { address: { streetAddress: "Av. Insurgentes 100", postalCode: "44100", addressLocality: city.name } },
    });
    const trail = (await jsonLd(page)).find((data) => data["@type"] === "BreadcrumbList");
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: `${baseURL}/` },
      { "@type": "ListItem", position: 2, name: "Eventos", item: `${baseURL}/eventos` },
      { "@type": "ListItem", position: 3, name: event.name, item: `${baseURL}/eventos/${event.id}` },
    ]);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "max-image-preview:large");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/eventos/${event.id}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${event.name} | Pulso Electrónico`,
    );
    const shareImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect((await request.get(shareImage!)).status()).toBe(200);
  });

  test("adds the event to a calendar: its .ics and Google Calendar's form with its times", async ({
    page,
    request,
    baseURL,
  }) => {
    // A name that would forge a second event, with its own address, in every reader's calendar: refused, naming it.
    const forged = "Fiesta\r\nBEGIN:VEVENT\r\nUID:p@evil.example\r\nURL:https://evil.example\r\nEND:VEVENT";
    const city = uniqueCity().name;
    const { tag: _tag, ...refused } = eventIn(city, "2031-01-17T21:00", "2031-01-19T03:00", { name: forged });
    const answer = await request.post("/edmNews/events", {
      data: refused,
      headers: { Authorization: apiAuthorization },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).error.fieldCodes).toEqual({ name: "control_character" });
    const name = "Fiesta; playa, Tijuana";
    const event = await storeEvent(
      request,
      eventIn(city, "2031-01-17T21:00", "2031-01-19T03:00", { timeZone: "America/Tijuana", name }),
    );
    await page.goto(`/eventos/${event.id}`);
    const section = page.getByRole("region", { name: "Agregar al calendario" });
    const file = section.getByRole("link", { name: /Apple, Outlook/ });
    await expect(file).toHaveAttribute("href", `/eventos/${event.id}/calendario.ics`);
    const ics = await request.get(`/eventos/${event.id}/calendario.ics`);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await ics.text();
    expect(text).toContain(`UID:${event.id}@${new URL(baseURL!).host}`);
    expect(text).toContain("DTSTART:20310118T050000Z");
    const lines = text.split("\r\n");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => /^(UID|URL)[:;]/.test(line) && /evil/.test(line))).toEqual([]);
    // RFC 5545: every line ends with CRLF, the last one too; commas and semicolons of a TEXT value are escaped.
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("\r\nX-WR-CALDESC:Festivales\\, conciertos y noches de club");
    expect(text).toContain("\r\nX-WR-CALNAME:Fiesta\\; playa\\, Tijuana\r\n");

    const google = new URL((await section.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("dates")).toBe("20310118T050000Z/20310119T110000Z");
    expect(google.searchParams.get("ctz")).toBe("America/Tijuana");
    expect(google.searchParams.get("text")).toBe(name);
  });

  test("says at the top that an event was cancelled, and that one was moved and from when", async ({
    page,
    request,
  }) => {
    const city = uniqueCity();
    const cancelled = await storeEvent(
      request,
      eventIn(city.name, "2031-06-10T20:00", "2031-06-11T04:00", { status: "cancelado" }),
    );
    await page.goto(`/eventos/${cancelled.id}`);
    const banner = page.getByRole("status").filter({ hasText: "Evento cancelado" });
    await expect(banner).toBeVisible();
    const [bannerBox, titleBox] = await Promise.all([
      banner.boundingBox(),
      page.getByRole("heading", { level: 1 }).boundingBox(),
    ]);
    expect(bannerBox!.y).toBeLessThan(titleBox!.y);
    const shareImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    const card = await request.get(shareImage!);
    expect([card.status(), card.headers()["content-type"]]).toEqual([200, "image/png"]);
    await page.goto(`/eventos?ciudad=${city.slug}`);
    await expect(page.getByRole("listitem").filter({ hasText: cancelled.name })).toContainText("Cancelado");

    const moved = await storeEvent(request, eventIn(city.name, "2031-06-10T20:00", "2031-06-11T04:00"));
    await page.goto(`/eventos/${moved.id}`);
    await expect(page.getByRole("status").filter({ hasText: /Evento (cancelado|pospuesto|reprogramado)/ })).toHaveCount(
      0,
    );
    const rescheduled = { status: "reprogramado", startsAt: "2031-06-17T20:00", endsAt: "2031-06-18T04:00" };
    expect((await changeEvent(request, moved.id, rescheduled)).status()).toBe(200);
    await page.goto(`/eventos/${moved.id}`);
    await expect(page.getByRole("status").filter({ hasText: "Evento reprogramado" })).toContainText(
      "iba a empezar el martes 10 de junio de 2031, 20:00",
    );
    await expect(page.getByText("Empieza el martes 17 de junio de 2031 a las 20:00")).toBeVisible();
  });

  test("answers 410 once the event is deleted, and 404 for an id no event has", async ({ page, request }) => {
    const event = await storeEvent(request, eventIn(uniqueCity().name, "2031-07-10T20:00", "2031-07-11T04:00"));
    expect((await page.goto(`/eventos/${event.id}`))?.status()).toBe(200);
    expect((await deleteEvent(request, event.id)).status()).toBe(204);
    const gone = await page.goto(`/eventos/${event.id}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Evento retirado" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver todos los eventos" })).toHaveAttribute("href", "/eventos");
    expect((await request.get(`/eventos/${event.id}/calendario.ics`)).status()).toBe(410);

    for (const id of ["no-existe-este-evento", "Mayusculas-No"]) {
      expect((await page.goto(`/eventos/${id}`))?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Evento no encontrado" })).toBeVisible();
    }
  });
});
