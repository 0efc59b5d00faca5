import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { anEvent } from "../../scripts/testing/event-fixture";
import { apiAuthorization } from "./environment";
import { newPost, type NewPost } from "./posts";

const headers = { Authorization: apiAuthorization };

/** An event no other spec names, stored through the real API (late February 2027, on Mexico City's clocks). */
export async function storeEvent(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  const event = anEvent({ id: `evento-${tag}`, name: `Noche Prueba ${tag}`, ...overrides });
  const response = await request.post("/edmNews/events", { data: event, headers });
  expect(response.status(), await response.text()).toBe(201);
  return { ...event, tag };
}

/** Publishes a post about `event` (an id) through the real API. */
export async function publishAbout(request: APIRequestContext, event: string | null): Promise<NewPost> {
  const post = newPost();
  const response = await request.post("/edmNews/createNews", { data: { ...post, event }, headers });
  expect(response.status(), await response.text()).toBe(201);
  return post;
}

/** The event a post names, as the API answers it. */
export async function storedEventOf(request: APIRequestContext, postId: string): Promise<string | null> {
  return (await (await request.get(`/edmNews/${postId}`, { headers })).json()).event;
}

export const changeEvent = (request: APIRequestContext, id: string, change: object) =>
  request.patch(`/edmNews/events/${id}`, { data: change, headers });

export const deleteEvent = (request: APIRequestContext, id: string) =>
  request.delete(`/edmNews/events/${id}`, { headers });
