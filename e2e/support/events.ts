// Events for the specs, stored through the real API as any client would. The suite shares one database, so each
// spec's events carry an id, a name and, for the guide's filters, a city of their own.
import { expect, type APIRequestContext } from "@playwright/test";
import { anEvent } from "../../scripts/testing/event-fixture";
import { apiAuthorization } from "./environment";
import { newPost, type NewPost } from "./posts";
import { uniqueWord } from "./unique-word";

const headers = { Authorization: apiAuthorization };

/** A city no other spec's event is in, and its slug as the site makes it. */
export function uniqueCity(): { name: string; slug: string } {
  const word = uniqueWord();
  return { name: `Ciudad ${word[0].toUpperCase()}${word.slice(1)}`, slug: `ciudad-${word}` };
}

export type NewEvent = ReturnType<typeof anEvent> & { tag: string } & Record<string, unknown>;

/**
 * A complete event no other spec names, "Festival {tag}", from 26 to 28 February 2031 on Mexico City's clocks; a spec
 * overrides only what it is about, and finds the event by its tag.
 */
export function aUniqueEvent(overrides: Record<string, unknown> = {}): NewEvent {
  const tag = uniqueWord();
  return {
    ...anEvent({ id: `e2e-evento-${tag}`, name: `Festival ${tag}` }),
    startsAt: "2031-02-26T16:00",
    endsAt: "2031-02-28T06:00",
    ...overrides,
    tag,
  };
}

/** A unique event in `city`, from `startsAt` to `endsAt` (Mexico City's clocks unless overridden). */
export function eventIn(city: string, startsAt: string, endsAt: string, overrides: Record<string, unknown> = {}) {
  const event = aUniqueEvent({ startsAt, endsAt, ...overrides });
  return { ...event, venue: { name: `Foro ${event.tag}`, address: "Av. Insurgentes 100", city, state: "Jalisco" } };
}

/** Stores `event` (a unique one by default) and answers it as sent. */
export async function storeEvent<Event extends NewEvent>(request: APIRequestContext, event: Event): Promise<Event>;
export async function storeEvent(request: APIRequestContext): Promise<NewEvent>;
export async function storeEvent(request: APIRequestContext, event: NewEvent = aUniqueEvent()) {
  const { tag: _tag, ...data } = event;
  const response = await request.post("/edmNews/events", { data, headers });
  expect(response.status(), await response.text()).toBe(201);
  return event;
}

export const changeEvent = (request: APIRequestContext, id: string, change: object) =>
  request.patch(`/edmNews/events/${id}`, { data: change, headers });

export const deleteEvent = (request: APIRequestContext, id: string) =>
  request.delete(`/edmNews/events/${id}`, { headers });

/** The event as the API answers it now, with the answer's status. */
export async function storedEvent(request: APIRequestContext, id: string) {
  const response = await request.get(`/edmNews/events/${id}`, { headers });
  return { status: response.status(), event: response.ok() ? await response.json() : null };
}

/** Publishes a post about `event` (an id) through the real API. */
export async function publishAbout(request: APIRequestContext, event: string | null): Promise<NewPost> {
  const post = newPost();
  const response = await request.post("/edmNews/createNews", { data: { ...post, event }, headers });
  expect(response.status(), await response.text()).toBe(201);
  return post;
}

/** Names the event the posts are about, through the API's `event` field, as the editor's form does. */
export async function linkPosts(request: APIRequestContext, postIds: string[], eventId: string): Promise<void> {
  for (const id of postIds) {
    const response = await request.patch(`/edmNews/${id}`, { data: { event: eventId }, headers });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** The event a post names, as the API answers it. */
export async function storedEventOf(request: APIRequestContext, postId: string): Promise<string | null> {
  return (await (await request.get(`/edmNews/${postId}`, { headers })).json()).event;
}
