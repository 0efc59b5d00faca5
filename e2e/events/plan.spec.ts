import ICAL from "ical.js";
import type { APIRequestContext, Page } from "@playwright/test";
import { edcTimetable } from "../../prisma/sample-timetable";
import { changeEvent, eventIn, storeEvent, uniqueCity } from "../support/events";
import { desktopOnly, expect, test } from "../support/test";

/** EDC México's sample timetable from Friday 14 March 2031 (Mexico City's clocks, UTC−6). */
const at = (days: number, time: string) => `2031-03-${String(14 + days).padStart(2, "0")}T${time}`;
const edc = () =>
  eventIn(uniqueCity().name, at(0, "15:00"), at(3, "02:00"), { kind: "festival", lineup: edcTimetable(at) });
const FOUR = ["Zedd", "Charlotte de Witte", "FISHER", "John Summit"];

/** The calendar behind the plan's page, read by a maintained parser: its events by summary. */
async function planCalendar(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const calendar = ICAL.Component.fromString(await response.text());
  return calendar.getAllSubcomponents("vevent").map((vevent) => ({
    summary: String(vevent.getFirstPropertyValue("summary")),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    status: String(vevent.getFirstPropertyValue("status")),
    alarms: vevent.getAllSubcomponents("valarm").map((alarm) => String(alarm.getFirstPropertyValue("trigger"))),
  }));
}

async function choose(page: Page, performers: string[]) {
  for (const performer of performers)
    await page.getByRole("checkbox", { name: `Agregar ${performer} a mi plan` }).check();
  await page.getByRole("button", { name: "Llévalo a tu calendario" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mi plan" })).toBeVisible();
}

test.describe("Mi plan, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("four sets chosen on the timetable make a plan that warns of its clash, in a calendar with alarms", async ({
    page,
    request,
  }) => {
    const event = await storeEvent(request, edc());
    await page.goto(`/eventos/${event.id}/horarios/2031-03-15`);
    await choose(page, FOUR);
    expect(page.url()).toMatch(/\/plan\/[A-Za-z0-9_-]{43}$/);
    const sets = page.getByRole("listitem").filter({ has: page.locator("time") });
    await expect(sets.filter({ hasText: /^Sábado 15/ })).toHaveCount(4);
    await expect(page.getByText(/^⚠|Se empalma/)).toHaveText([
      "Se empalma con FISHER, 23:30, circuitGROUNDS",
      "Se empalma con Charlotte de Witte, 23:00, kineticFIELD",
    ]);
    const address = await page.getByLabel(/Dirección del calendario/).inputValue();
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/plan\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(page.getByRole("link", { name: "Suscribirme en mi calendario" })).toHaveAttribute(
      "href",
      address.replace(/^http:/, "webcal:"),
    );
    const calendar = await planCalendar(request, address);
    expect(calendar.map(({ summary }) => summary)).toEqual([
      "Zedd · kineticFIELD",
      "Charlotte de Witte · kineticFIELD",
      "FISHER · circuitGROUNDS",
      "John Summit · circuitGROUNDS",
    ]);
    expect(calendar.map(({ start }) => start)).toEqual([
      "2031-03-16T03:30:00.000Z",
      "2031-03-16T05:00:00.000Z",
      "2031-03-16T05:30:00.000Z",
      "2031-03-16T07:00:00.000Z",
    ]);
    expect(calendar.every(({ alarms }) => alarms.length === 1 && alarms[0] === "-PT15M")).toBe(true);
  });

  test(
    "follows the editor: a moved set moves in the calendar, a removed one is cancelled; revoked, it is gone",
    desktopOnly("what the server answers does not depend on the screen"),
    async ({ page, request }) => {
      const event = await storeEvent(request, edc());
      await page.goto(`/eventos/${event.id}`);
      await choose(page, ["Zedd", "Hardwell"]);
      const address = await page.getByLabel(/Dirección del calendario/).inputValue();
      const lineup = edcTimetable(at)
        .filter(({ name }) => name !== "Hardwell")
        .map((set) => (set.name === "Zedd" ? { ...set, startsAt: at(1, "22:00"), endsAt: at(1, "23:15") } : set));
      expect((await changeEvent(request, event.id, { lineup })).status()).toBe(200);
      const calendar = await planCalendar(request, address);
      expect(calendar.map(({ summary, start, status }) => [summary, start, status])).toEqual([
        ["Zedd · kineticFIELD", "2031-03-16T04:00:00.000Z", "CONFIRMED"],
        ["Hardwell · kineticFIELD", "2031-03-17T06:15:00.000Z", "CANCELLED"],
      ]);
      await page.reload();
      await expect(page.getByText("Cancelado", { exact: true })).toBeVisible();

      await page.getByRole("button", { name: "Borrar mi plan" }).click();
      await expect(page).toHaveURL(new RegExp(`/eventos/${event.id}/horarios$`));
      expect((await request.get(address)).status()).toBe(404);
      expect((await page.goto(new URL(address).pathname.replace(/\.ics$/, "")))?.status()).toBe(404);
    },
  );

  test(
    "refuses a plan of no set with a message that says so",
    desktopOnly("the server's answer"),
    async ({ request, baseURL }) => {
      const event = await storeEvent(request, edc());
      const response = await request.post("/plan", {
        headers: { Origin: baseURL! },
        form: { evento: event.id },
      });
      expect(response.status()).toBe(400);
      expect((await response.json()).error.message).toBe("A plan needs at least one set of the event's timetable.");
      const elsewhere = await request.post("/plan", {
        headers: { Origin: "https://otro.example" },
        form: { evento: event.id, set: "zedd" },
      });
      expect(elsewhere.status()).toBe(403);
    },
  );
});

test.describe("Mi plan, with JavaScript", () => {
  test("keeps the sets chosen across the festival's days in the browser and makes the plan without leaving the page", async ({
    page,
    request,
  }) => {
    const event = await storeEvent(request, edc());
    await page.goto(`/eventos/${event.id}/horarios`);
    await page.getByRole("checkbox", { name: "Agregar Martin Garrix a mi plan" }).check();
    await page.getByRole("navigation", { name: "Días del festival" }).getByRole("link", { name: "Sábado 15" }).click();
    await expect(page).toHaveURL(/\/horarios\/2031-03-15$/);
    await page.getByRole("checkbox", { name: "Agregar FISHER a mi plan" }).check();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Agregar FISHER a mi plan" })).toBeChecked();
    const address = page.url();
    await page.getByRole("button", { name: "Llévalo a tu calendario" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Listo" })).toHaveText(
      "Listo: tu plan tiene su dirección.",
    );
    expect(page.url()).toBe(address);
    await page.getByRole("link", { name: "Ver mi plan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mi plan" })).toBeVisible();
    await expect(page.getByText(/^(Viernes|Sábado) \d+ · /)).toHaveText([
      "Viernes 14 · 00:00–01:30 · kineticFIELD",
      "Sábado 15 · 23:30–01:00 · circuitGROUNDS",
    ]);
  });
});
