import "server-only";
import { NextResponse } from "next/server";
import type { Saved } from "../newsroom/change-post";
import type { EditablePost } from "../newsroom/editable-post";
import { etagOf } from "../newsroom/etag";
import { refreshPagesOf } from "../newsroom/refresh";

/**
 * A post as the API answers it: the specification's fields first, then its description, its image's alt text, its
 * state and dates, and its topics ({ slug, name }, in order).
 */
export function apiPostOf(post: EditablePost) {
  const { id, image, title, introduction, climax, conclusion, author, date, description, imageAlt } = post;
  const { status, publishAt, publishedAt, updatedAt, trashedAt, topics } = post;
  return {
    ...{ id, image, title, introduction, climax, conclusion, author, date, description, imageAlt },
    ...{ status, publishAt, publishedAt, updatedAt, trashedAt, topics },
  };
}

/** Every answer carrying one post carries its version as the ETag, for the If-Match of the next change. */
export const etagHeaders = (post: EditablePost) => ({ ETag: etagOf(post.version) });

export const postAnswer = (post: EditablePost) => NextResponse.json(apiPostOf(post), { headers: etagHeaders(post) });

/** The answer to a change, once the public pages it touched are refreshed. */
export function savedAnswer(saved: Saved): NextResponse {
  refreshPagesOf(saved);
  return postAnswer(saved.post);
}
