import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { apiAuthorization } from "../support/environment";
import { newPost, type NewPost } from "../support/posts";

/** A topic name no other spec uses, and its slug as the site makes it. */
export function uniqueTopic(prefix: string): { name: string; slug: string } {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `${prefix} ${tag}`,
    slug: `${prefix
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")}-${tag}`,
  };
}

/** Publishes a post with these topics through the real API; dated long ago unless said otherwise. */
export async function publishWithTopics(
  request: APIRequestContext,
  topics: string[],
  overrides: Partial<NewPost> = {},
): Promise<NewPost> {
  const post = newPost(overrides);
  const response = await request.post("/edmNews/createNews", {
    data: { ...post, topics },
    headers: { Authorization: apiAuthorization },
  });
  expect(response.status(), await response.text()).toBe(201);
  return post;
}
