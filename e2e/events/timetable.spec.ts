import type { Locator, Page } from "@playwright/test";
import { edcTimetable } from "../../prisma/sample-timetable";
import { deleteEvent, eventIn, storeEvent, uniqueCity } from "../support/events";
import { desktopOnly, expect, phoneOnly, test } from "../support/test";

/** EDC México's sample timetable from Friday 14 March 2031: three stages over three nights past midnight. */
const FRIDAY = 14;
const at = (days: number, time: string) => `2031-03-${String(FRIDAY + days).padStart(2, "0")}T${time}`;
const edc = () =>
  eventIn(uniqueCity().name, at(0, "15:00"), at(3, "02:00"), { kind: "festival", lineup: edcTimetable(at) });

const set = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });
const box = async (locator: Locator) => (await locator.boundingBox())!;

async function jsonLdGraph(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = scripts.map((text) => JSON.parse(text)).find((data) => "@graph" in data);
  return graph["@graph"];
}

test.describe("an event's timetable, /eventos/{id}/horarios", () => {
  test("is reached from the event page and shows the first night by stage, past midnight included", async ({
    page,
    request,
  }) => {
    const event = await storeEvent(request, edc());
    await page.goto(`/eventos/${event.id}`);
    await page.getByRole("link", { name: "Ver horarios por escenario" }).click();
    await expect(page).toHaveURL(new RegExp(`/eventos/${event.id}/horarios$`));
    await expect(page.getByRole("heading", { level: 1, name: `Horarios de ${event.name}` })).toBeVisible();
    await expect(page.getByText("viernes 14 de marzo de 2031", { exact: false }).first()).toBeVisible();
    const stages = page.getByRole("region");
    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText([
      "kineticFIELD",
      "circuitGROUNDS",
      "cosmicMEADOW",
      "Arma tu plan",
    ]);
    const kinetic = stages.filter({ has: page.getByRole("heading", { name: "kineticFIELD" }) });
    await expect(kinetic.getByRole("listitem")).toHaveText([
      /^19:30–21:00Oliver Heldens/,
      /^21:00–22:30Deorro/,
      /^22:30–00:00Armin van Buuren/,
      /^00:00–01:30Martin Garrix/,
    ]);
    await expect(kinetic.getByRole("checkbox", { name: "Agregar Martin Garrix a mi plan" })).not.toBeChecked();
    const days = page.getByRole("navigation", { name: "Días del festival" }).getByRole("link");
    await expect(days).toHaveText(["Viernes 14", "Sábado 15", "Domingo 16"]);
    await expect(days.first()).toHaveAttribute("aria-current", "page");

    const graph = await jsonLdGraph(page);
    const sets = graph.filter((node) => node["@type"] === "MusicEvent");
    expect(sets).toHaveLength(12);
    const garrix = sets.find(({ name }) => name === `Martin Garrix en ${event.name}`)!;
    expect(garrix).toMatchObject({
      startDate: "2031-03-15T00:00:00-06:00",
      endDate: "2031-03-15T01:30:00-06:00",
      superEvent: { "@id": expect.stringMatching(/#festival$/) },
    });
    const named = (reference: unknown) => graph.find((node) => node["@id"] === (reference as { "@id": string })["@id"]);
    expect(named(garrix.location)).toMatchObject({ "@type": "Place", name: `kineticFIELD, ${event.venue.name}` });
    expect(named(garrix.superEvent)).toMatchObject({ "@type": "Festival", name: event.name });

    await days.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/eventos/${event.id}/horarios/2031-03-15$`));
    await expect(days.nth(1)).toHaveAttribute("aria-current", "page");
    await expect(set(page, "Charlotte de Witte")).toContainText("23:00–00:30");
    await expect(set(page, "Oliver Heldens")).toHaveCount(0);
  });

  test(
    "draws a column per stage with the hours down the side",
    desktopOnly("the grid is the wide screen's"),
    async ({ page, request }) => {
      const event = await storeEvent(request, edc());
      await page.goto(`/eventos/${event.id}/horarios/2031-03-15`);
      const [charlotte, fisher, zedd] = await Promise.all(
        ["Charlotte de Witte", "FISHER", "Zedd"].map((name) => box(set(page, name))),
      );
      // The clash across stages: side by side, FISHER starting halfway through Charlotte de Witte's set.
      expect(fisher.x).toBeGreaterThan(charlotte.x + charlotte.width - 1);
      expect(fisher.y).toBeGreaterThan(charlotte.y + charlotte.height / 4);
      expect(fisher.y).toBeLessThan(charlotte.y + charlotte.height * 0.5);
      // One stage's sets follow one another in one column, each as tall as it lasts.
      expect(zedd.x).toBeCloseTo(charlotte.x, 0);
      expect(charlotte.y).toBeGreaterThanOrEqual(zedd.y + zedd.height - 1);
      expect(charlotte.height).toBeCloseTo(zedd.height, -1);
      const hour = await box(page.getByText("23:00", { exact: true }).first());
      expect(Math.abs(hour.y - charlotte.y)).toBeLessThan(12);
    },
  );

  test(
    "lists one stage at a time on a phone, chosen by its name",
    phoneOnly("the stage tabs are the phone's"),
    async ({ page, request }) => {
      const event = await storeEvent(request, edc());
      await page.goto(`/eventos/${event.id}/horarios`);
      await expect(set(page, "Oliver Heldens")).toBeVisible();
      await page.getByRole("navigation", { name: "Escenarios" }).getByRole("link", { name: "cosmicMEADOW" }).click();
      await expect(set(page, "Rebolledo")).toBeInViewport();
      await expect(set(page, "Oliver Heldens")).toBeHidden();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    },
  );

  test(
    "prints a day on one landscape sheet",
    desktopOnly("print does not depend on the screen"),
    async ({ page, request }) => {
      const event = await storeEvent(request, edc());
      await page.goto(`/eventos/${event.id}/horarios`);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      const pdf = (await page.pdf({ landscape: true, format: "A4" })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    },
  );

  test(
    "is a 404 that says why without set times or for another day, a 410 once the event is deleted",
    desktopOnly("what the server answers does not depend on the screen"),
    async ({ page, request }) => {
      const untimed = await storeEvent(
        request,
        eventIn(uniqueCity().name, at(0, "20:00"), at(1, "03:00"), {
          lineup: [{ name: "Sin horario" }],
        }),
      );
      expect((await page.goto(`/eventos/${untimed.id}/horarios`))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "No hay horarios en esta dirección" })).toBeVisible();
      await page.goto(`/eventos/${untimed.id}`);
      await expect(page.getByRole("link", { name: "Ver horarios por escenario" })).toHaveCount(0);

      const event = await storeEvent(request, edc());
      expect((await page.goto(`/eventos/${event.id}/horarios/2031-03-20`))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "No hay horarios en esta dirección" })).toBeVisible();
      expect((await page.goto(`/eventos/${event.id}/horarios/manana`))?.status()).toBe(404);
      expect((await page.goto("/eventos/no-existe-este/horarios"))?.status()).toBe(404);

      expect((await deleteEvent(request, event.id)).status()).toBe(204);
      for (const path of ["/horarios", "/horarios/2031-03-15"]) {
        expect((await page.goto(`/eventos/${event.id}${path}`))?.status()).toBe(410);
      }
    },
  );
});
