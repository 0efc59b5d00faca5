// What the specs of the editor's event screens share: events made through the API, and the form's parts by their
// labels, as the editor finds them.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { anEvent } from "../../scripts/testing/event-fixture";
import { apiAuthorization } from "../support/environment";

const asPublisher = { Authorization: apiAuthorization };

/** An upcoming event with a line-up, stored through the API as any client would. */
export async function createEvent(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const event = anEvent({
    startsAt: "2031-03-14T20:00",
    endsAt: "2031-03-16T06:00",
    lineup: [{ name: "Nicola Cruz", stage: "Bosque" }, { name: "Nahual" }],
    ...overrides,
  });
  const response = await request.post("/edmNews/events", { data: event, headers: asPublisher });
  expect(response.status(), await response.text()).toBe(201);
  return event;
}

/** The event as the API answers it now, with its status. */
export async function storedEvent(request: APIRequestContext, id: string) {
  const response = await request.get(`/edmNews/events/${id}`, { headers: asPublisher });
  return { status: response.status(), event: response.ok() ? await response.json() : null };
}

export const changeEvent = (request: APIRequestContext, id: string, data: object) =>
  request.patch(`/edmNews/events/${id}`, { data, headers: asPublisher });

/** A section of the form by its legend ("El evento", "Dónde", "Line-up"), a performer by theirs ("Artista 2"). */
export const section = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** The line-up's names, in the form's order. */
export const lineupNames = (page: Page) =>
  section(page, "Line-up")
    .getByRole("group")
    .getByLabel("Nombre", { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Whole-page screenshots into screenshots/ (not versioned), at the width of this project's screen. */
export const shoot = (page: Page, name: string, isMobile: boolean) =>
  page.screenshot({ path: `screenshots/events-${name}-${isMobile ? 390 : 1280}.png`, fullPage: true });
