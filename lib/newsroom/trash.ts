import "server-only";
import { record } from "../audit/record";
import { serializable } from "../db-transaction";
import { changePost, type Saved, type WriteOptions } from "./change-post";
import { PostStateConflictError } from "./errors";
import { wasOnlineBeforeTrash } from "./post-state";

/** How long a post stays restorable in the trash before purgeExpiredTrash deletes it. */
export const TRASH_DAYS = 30;
const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;

/** Moves the post to the trash, keeping its state for a restore; a post already there stays as it is. */
export function trashPost(id: string, options: WriteOptions): Promise<Saved> {
  return changePost(id, options, (row, now) => ({ trashedAt: row.trashedAt ?? now }));
}

/** Takes the post out of the trash in the state it had: a published one is online again at once. */
export function restoreFromTrash(id: string, options: WriteOptions): Promise<Saved> {
  return changePost(id, options, (row) => {
    if (!row.trashedAt) throw new PostStateConflictError(`The post "${id}" is not in the trash.`);
    return { trashedAt: null };
  });
}

/**
 * Deletes the posts trashed more than 30 days before `now`, with their revisions and redirects, and remembers the ids,
 * current and former, of those readers once saw, so their addresses answer 410 Gone; a draft's leave no trace.
 * Answers the purged posts' ids.
 */
export async function purgeExpiredTrash(now: Date = new Date()): Promise<string[]> {
  const expired = { trashedAt: { lte: new Date(now.getTime() - TRASH_MS) } };
  return serializable(async (tx) => {
    const posts = await tx.post.findMany({
      where: expired,
      select: { id: true, publishedAt: true, trashedAt: true, redirects: { select: { fromId: true } } },
    });
    if (posts.length === 0) return [];
    const ids = posts.map((post) => post.id);
    const goneIds = posts
      .filter(wasOnlineBeforeTrash)
      .flatMap((post) => [post.id, ...post.redirects.map((redirect) => redirect.fromId)]);
    await tx.post.deleteMany({ where: { id: { in: ids } } });
    await tx.gonePost.deleteMany({ where: { id: { in: goneIds } } });
    await tx.gonePost.createMany({ data: goneIds.map((id) => ({ id, goneAt: now })) });
    for (const id of ids) await record(tx, { actorId: null, kind: "post-purged", subject: id, at: now });
    return ids;
  });
}
