// What the public newsroom specs share: the API calls an editor's tools make, and where a post shows to readers.
import { expect, type APIRequestContext } from "@playwright/test";
import { apiAuthorization } from "../support/environment";
import { newPost, type NewPost } from "../support/posts";

const auth = { Authorization: apiAuthorization };

import { todayInMexicoCity } from "../support/today";

export { todayInMexicoCity };

/** Creates a post through the API in the state asked for (published by default) and answers what was sent. */
export async function createThrough(
  request: APIRequestContext,
  overrides: Partial<NewPost> = {},
  publication: { status?: string; publishAt?: string } = {},
): Promise<NewPost> {
  const post = newPost({ date: todayInMexicoCity(), ...overrides });
  const response = await request.post("/edmNews/createNews", { data: { ...post, ...publication }, headers: auth });
  expect(response.status(), await response.text()).toBe(201);
  return post;
}

export async function patch(request: APIRequestContext, id: string, data: object): Promise<void> {
  const response = await request.patch(`/edmNews/${id}`, { data, headers: auth });
  expect(response.status(), await response.text()).toBe(200);
}

export async function trash(request: APIRequestContext, id: string): Promise<void> {
  expect((await request.delete(`/edmNews/${id}`, { headers: auth })).status()).toBe(204);
}

export async function restore(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.post(`/edmNews/${id}/restore`, { headers: auth });
  expect(response.status(), await response.text()).toBe(200);
}

/** The documents and pages that list the archive, by the name a failure should show. */
export const LISTINGS = { home: "/", news: "/post", feed: "/feed.xml", sitemap: "/sitemap.xml" } as const;

/** The text of each listing, fetched now. */
export async function readListings(request: APIRequestContext): Promise<Record<keyof typeof LISTINGS, string>> {
  const entries = await Promise.all(
    Object.entries(LISTINGS).map(async ([name, path]) => [name, await (await request.get(path)).text()] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof LISTINGS, string>;
}

/** Every id the public API lists (its default: posts online). */
export async function publicIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/edmNews", { headers: auth });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }[]).map((post) => post.id);
}

/** A post's share image address, as a page of the site names it (it carries a build hash). */
export async function shareImagePath(request: APIRequestContext, id: string): Promise<string> {
  // A post with an uploaded photo shares that photo's crop instead: look for one that shares the drawn card.
  for (const known of await publicIds(request)) {
    const page = await (await request.get(`/post/${known}`)).text();
    const suffix = /<meta property="og:image" content="[^"]*?\/post\/[^/"]+(\/[^"?]+)/.exec(page)?.[1];
    if (suffix) return `/post/${id}${suffix}`;
  }
  throw new Error("No public post shares a drawn card");
}
