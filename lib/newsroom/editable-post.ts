import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { PostGoneError, PostNotFoundError } from "./errors";
import { type PostInput } from "../validations/post";
import { POST_FIELDS } from "../validations/post-fields";
import { stateOf, type PostState } from "./post-state";
import { topicRefsOf, topicsSelect, type TopicRef } from "./post-topics";
import { coverageOf, type Coverage, type StoredCoverage } from "./live-window";

/** What a post says, besides its id: what an edit or a revision restore changes and what moves updatedAt. */
export const CONTENT_FIELDS = POST_FIELDS.filter((field): field is Exclude<keyof PostInput, "id"> => field !== "id");
/** As stored: a post saved without alt text has an empty one. */
export type PostContent = Omit<PostInput, "id" | "imageAlt"> & { imageAlt: string };

/** The content fields, for a Prisma select. */
export const contentFields = Object.fromEntries(CONTENT_FIELDS.map((field) => [field, true])) as Record<
  keyof PostContent,
  true
>;

export const contentOf = (post: PostContent): PostContent =>
  Object.fromEntries(CONTENT_FIELDS.map((field) => [field, post[field]])) as PostContent;

/** A post as the editor and the API's writers see it, in any state. */
export type EditablePost = PostContent & {
  id: string;
  status: PostState;
  publishAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  trashedAt: Date | null;
  /** Raised by every change: the post's ETag (lib/etag.ts). */
  version: number;
  /** In the editor's order; not part of the revisions. */
  topics: TopicRef[];
  /** The id of the event the post is about, or null; not part of the revisions. */
  event: string | null;
  /** Its live coverage's window, or null; not part of the revisions. */
  live: Coverage | null;
};

export const editableFields = {
  id: true,
  ...contentFields,
  status: true,
  publishAt: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  trashedAt: true,
  version: true,
  topics: topicsSelect,
  eventId: true,
  coverageStart: true,
  coverageEnd: true,
} as const;

type EditableRow = Omit<EditablePost, "status" | "topics" | "event" | "live"> &
  StoredCoverage & {
    status: string;
    topics: { topic: TopicRef }[];
    eventId: string | null;
  };

/** Only the editable fields, whatever else the row holds, with the state as of `now`. */
export function editableOf(row: EditableRow, now: Date = new Date()): EditablePost {
  const { eventId, coverageStart, coverageEnd, ...fields } = Object.fromEntries(
    Object.keys(editableFields).map((field) => [field, row[field as keyof EditableRow]]),
  ) as EditableRow;
  const live = coverageOf({ coverageStart, coverageEnd });
  return { ...fields, status: stateOf(row, now), topics: topicRefsOf(row.topics), event: eventId, live };
}

/** Why no post has this id: it was purged, and its address answers 410 Gone, or it never was. */
export async function missingPost(id: string, client: Prisma.TransactionClient = db): Promise<Error> {
  return (await client.gonePost.findUnique({ where: { id } })) ? new PostGoneError(id) : new PostNotFoundError(id);
}

/** The post with this id in whatever state it is, or null. */
export async function getEditablePost(id: string): Promise<EditablePost | null> {
  const row = await db.post.findUnique({ where: { id }, select: editableFields });
  return row && editableOf(row);
}

/** The post with this id in whatever state it is; PostGoneError or PostNotFoundError when there is none. */
export async function requireEditablePost(id: string): Promise<EditablePost> {
  const post = await getEditablePost(id);
  if (!post) throw await missingPost(id);
  return post;
}
