import "server-only";
import { db } from "../db";
import { postInputSchema, type PostInput } from "../validations/post";
import { stateOf, type PostState } from "./post-state";

/** What a post says, besides its id: what an edit or a revision restore changes and what moves updatedAt. */
export const CONTENT_FIELDS = Object.keys(postInputSchema.shape).filter(
  (field): field is Exclude<keyof PostInput, "id"> => field !== "id",
);
export type PostContent = Omit<PostInput, "id">;

/** The content fields, for a Prisma select. */
export const contentFields = Object.fromEntries(CONTENT_FIELDS.map((field) => [field, true])) as Record<
  keyof PostContent,
  true
>;

export const contentOf = (post: PostContent): PostContent =>
  Object.fromEntries(CONTENT_FIELDS.map((field) => [field, post[field]])) as PostContent;

/** A post as the editor and the API's writers see it, in any state. */
export type EditablePost = PostInput & {
  status: PostState;
  publishAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  trashedAt: Date | null;
  /** Raised by every change: the post's ETag (lib/newsroom/etag.ts). */
  version: number;
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
} as const;

type EditableRow = Omit<EditablePost, "status"> & { status: string };

export const editableOf = (row: EditableRow, now: Date = new Date()): EditablePost => ({
  ...row,
  status: stateOf(row, now),
});

/** The post with this id in whatever state it is, or null. */
export async function getEditablePost(id: string): Promise<EditablePost | null> {
  const row = await db.post.findUnique({ where: { id }, select: editableFields });
  return row && editableOf(row);
}
