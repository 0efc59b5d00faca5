import "server-only";
import { NextResponse } from "next/server";
import type { Saved } from "../newsroom/change-post";
import type { EditablePost } from "../newsroom/editable-post";
import { etagOf } from "../etag";
import { refreshPagesOf } from "../newsroom/refresh";
import { summaryFields } from "../posts";
import { POST_FIELDS, REQUIRED_FIELDS, type PostField } from "../validations/post-fields";

/** The specification's single post, in its order. */
const SPECIFIED_ORDER: readonly PostField[] = [
  "id",
  "image",
  "title",
  "introduction",
  "climax",
  "conclusion",
  "author",
  "date",
];

/** Those of `fields` that `first` names, in its order, then the others in the schema's. */
const inOrder = (first: readonly PostField[], fields: readonly PostField[]) => [
  ...first.filter((field) => fields.includes(field)),
  ...fields.filter((field) => !first.includes(field)),
];

/** Every field of the schema, the specification's first: its description and its image's alt text follow. */
export const ANSWERED_FIELDS = inOrder(SPECIFIED_ORDER, POST_FIELDS);
/** The body the specification's clients have always had on creation: the required fields, the list's summary first. */
export const CREATED_FIELDS = inOrder(Object.keys(summaryFields) as PostField[], REQUIRED_FIELDS);

const fieldsOf = (post: EditablePost, fields: readonly PostField[]) =>
  Object.fromEntries(fields.map((field) => [field, post[field]])) as Pick<EditablePost, PostField>;

/**
 * A post as the API answers it: its fields, then its state and dates, its topics ({ slug, name }, in order), its
 * event's id and its live coverage's window ({ start, end }), each null for none.
 */
export function apiPostOf(post: EditablePost) {
  const { status, publishAt, publishedAt, updatedAt, trashedAt, topics, event, live } = post;
  const lifecycle = { status, publishAt, publishedAt, updatedAt, trashedAt };
  return { ...fieldsOf(post, ANSWERED_FIELDS), ...lifecycle, topics, event, live };
}

/**
 * A new post as createNews answers it: its topics, its event and its live window only to who sent them, so a client
 * of the specification gets the body it always had.
 */
export const createdPostOf = (post: EditablePost, sent: { topics: boolean; event: boolean; live: boolean }) => ({
  ...fieldsOf(post, CREATED_FIELDS),
  ...(sent.topics && { topics: post.topics }),
  ...(sent.event && { event: post.event }),
  ...(sent.live && { live: post.live }),
});

/** Every answer carrying one post carries its version as the ETag, for the If-Match of the next change. */
export const etagHeaders = (post: EditablePost) => ({ ETag: etagOf(post.version) });

export const postAnswer = (post: EditablePost) => NextResponse.json(apiPostOf(post), { headers: etagHeaders(post) });

/** The answer to a change, once the public pages it touched are refreshed. */
export async function savedAnswer(saved: Saved): Promise<NextResponse> {
  await refreshPagesOf(saved);
  return postAnswer(saved.post);
}
