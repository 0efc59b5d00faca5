// Events for the guide's specs, written through the real API as the editor's tools do. The suite shares one database,
// so each spec's events carry a city and a name of their own.
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { apiAuthorization } from "../support/environment";

const auth = { Authorization: apiAuthorization };

/** Letters only, so a city made of it folds to itself: "Ciudad Bcfeda" -> "ciudad-bcfeda". */
export const uniqueWord = () =>
  randomUUID()
    .replace(/[^a-f]/g, "")
    .padEnd(8, "x")
    .slice(0, 8);

/** A city no other spec's event is in, and its slug as the site makes it. */
export function uniqueCity(): { name: string; slug: string } {
  const word = uniqueWord();
  return { name: `Ciudad ${word[0].toUpperCase()}${word.slice(1)}`, slug: `ciudad-${word}` };
}

export type NewEvent = {
  id: string;
  name: string;
  venue: { name: string; address: string; city: string; state: string };
} & Record<string, unknown>;

/** A complete event as the API takes it, in `city`, from `startsAt` to `endsAt` (Mexico City's clocks by default). */
export function anEvent(city: string, startsAt: string, endsAt: string, overrides: Record<string, unknown> = {}) {
  const word = uniqueWord();
  return {
    id: `e2e-evento-${word}`,
    name: `Festival ${word}`,
    kind: "festival",
    startsAt,
    endsAt,
    venue: { name: `Foro ${word}`, address: "Av. Insurgentes 100", city, state: "Jalisco" },
    ...overrides,
  } as NewEvent;
}

export async function createEvent(request: APIRequestContext, event: NewEvent): Promise<NewEvent> {
  const response = await request.post("/edmNews/events", { data: event, headers: auth });
  expect(response.status(), await response.text()).toBe(201);
  return event;
}

export async function changeEvent(request: APIRequestContext, id: string, change: Record<string, unknown>) {
  const response = await request.patch(`/edmNews/events/${id}`, { data: change, headers: auth });
  expect(response.status(), await response.text()).toBe(200);
}

export async function deleteEvent(request: APIRequestContext, id: string) {
  const response = await request.delete(`/edmNews/events/${id}`, { headers: auth });
  expect(response.status(), await response.text()).toBe(204);
}

/** Names the event the posts are about, through the API's `event` field, as the editor's form does. */
export async function linkPosts(request: APIRequestContext, postIds: string[], eventId: string): Promise<void> {
  for (const id of postIds) {
    const response = await request.patch(`/edmNews/${id}`, { data: { event: eventId }, headers: auth });
    expect(response.status(), await response.text()).toBe(200);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date on Mexico City's clocks, YYYY-MM-DD, worked out here rather than with the site's code. */
const mexicoCityDay = (instant: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date(instant));

/** The Friday of the weekend under way (Friday to Sunday) or of the coming one, YYYY-MM-DD, in Mexico City. */
export function weekendFriday(now = Date.now()): string {
  const today = Date.parse(`${mexicoCityDay(now)}T00:00:00Z`);
  const weekday = new Date(today).getUTCDay();
  const toFriday = weekday === 6 ? -1 : weekday === 0 ? -2 : 5 - weekday;
  return new Date(today + toFriday * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day. */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** An instant `hours` from now, as the API takes it (with Z). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

/** A page's address ending in `path` (query included), for toHaveURL. */
export const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
