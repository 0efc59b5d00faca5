import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { contentFields, contentOf, type PostContent } from "./editable-post";
import { stateOf, type PostState } from "./post-state";
import type { Role } from "../team/roles";

/** One saved version of a post: what it said, its id and its state then, who saved it and when. */
export type Revision = PostContent & {
  number: number;
  /** The post's id when this version was saved. */
  slug: string;
  /** The state the post was saved in, as of the moment it was saved. */
  status: Exclude<PostState, "trashed">;
  publishAt: Date | null;
  savedAt: Date;
  /** The door it came through: the e-mail of a session's account, or the API's user name or key id. */
  savedBy: string;
  /** The person's name, null for a revision from before the accounts. */
  saverName: string | null;
};

const revisionFields = {
  ...contentFields,
  number: true,
  slug: true,
  status: true,
  publishAt: true,
  savedAt: true,
  savedBy: true,
  saver: { select: { name: true } },
} as const;

type RevisionRow = Omit<Revision, "status" | "saverName"> & { status: string; saver: { name: string } | null };

const revisionOf = ({ saver, ...row }: RevisionRow): Revision => ({
  ...row,
  saverName: saver?.name ?? null,
  status: stateOf({ ...row, trashedAt: null }, row.savedAt) as Revision["status"],
});

/** Every revision of the post, newest first; null when no post has this id. */
export async function listRevisions(postId: string): Promise<Revision[] | null> {
  const post = await db.post.findUnique({
    where: { id: postId },
    select: { revisions: { select: revisionFields, orderBy: { number: "desc" } } },
  });
  return post && post.revisions.map(revisionOf);
}

/** One revision, or null. */
export async function getRevision(
  postId: string,
  number: number,
  client: Prisma.TransactionClient = db,
): Promise<Revision | null> {
  const row = await client.postRevision.findUnique({
    where: { postId_number: { postId, number } },
    select: revisionFields,
  });
  return row && revisionOf(row);
}

type SavedPost = PostContent & { id: string; status: string; publishAt: Date | null };

/**
 * Who saves: the door they came through (a session's e-mail, the API's user name), their account and its role. Every
 * route and page names both (lib/api/authorize.ts), and the newsroom then holds the change to the person's rights
 * (lib/newsroom/post-rights.ts); only the seed and tests below the API leave them out.
 */
export type Saver = { savedBy: string; savedById?: string; role?: Role };

/** Saves the post as it now stands as its next revision, inside the caller's transaction. */
export async function appendRevision(
  tx: Prisma.TransactionClient,
  post: SavedPost,
  { savedBy, savedById }: Saver,
  savedAt: Date,
): Promise<void> {
  const { _max } = await tx.postRevision.aggregate({ where: { postId: post.id }, _max: { number: true } });
  const { id, status, publishAt } = post;
  await tx.postRevision.create({
    data: {
      postId: id,
      number: (_max.number ?? 0) + 1,
      slug: id,
      ...contentOf(post),
      status,
      publishAt,
      savedAt,
      savedBy,
      savedById,
    },
  });
}
