import { expect, test } from "../support/test";
import { eventIn, storeEvent, uniqueCity } from "../support/events";
import { at, hoursFromNow } from "./guide-support";

test.describe("the past events, /eventos/pasados", () => {
  test("come latest first, six to a page as /post, with the same pagination; past the end is a 404", async ({
    page,
    request,
  }) => {
    const city = uniqueCity();
    // Ended one to seven hours ago: the latest past events of the suite, whatever the other specs wrote.
    const past = Array.from({ length: 7 }, (_, index) =>
      eventIn(city.name, hoursFromNow(-index - 4), hoursFromNow(-index - 1), { name: `Pasado ${index} ${city.slug}` }),
    );
    for (const event of past) await storeEvent(request, event);

    await page.goto("/eventos/pasados");
    await expect(page.getByRole("heading", { level: 1, name: "Eventos pasados" })).toBeVisible();
    const names = await page.getByRole("listitem").getByRole("heading", { level: 3 }).allTextContents();
    const mine = names.filter((name) => name.includes(city.slug));
    expect(mine).toEqual(past.slice(0, mine.length).map(({ name }) => name));
    expect(mine.length).toBeGreaterThan(0);
    expect(names.length).toBe(6);

    const pagination = page.getByRole("navigation", { name: "Páginas de eventos pasados" });
    await pagination.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(at("/eventos/pasados?page=2"));
    await expect(page.getByText(/página 2 de \d+/)).toBeVisible();
    await expect(pagination.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");

    for (const path of ["/eventos/pasados?page=999999", "/eventos/pasados?page=abc", "/eventos/pasados?page=0"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test("no longer lists on /eventos an event that is over", async ({ page, request }) => {
    const city = uniqueCity();
    const over = await storeEvent(request, eventIn(city.name, hoursFromNow(-5), hoursFromNow(-1)));
    await page.goto(`/eventos?ciudad=${city.slug}`);
    await expect(page.getByText("Ningún evento próximo coincide con este filtro.")).toBeVisible();
    await page.goto("/eventos/pasados");
    await expect(page.getByRole("listitem").filter({ hasText: over.name })).toBeVisible();
  });
});
