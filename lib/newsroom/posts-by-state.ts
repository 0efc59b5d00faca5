import "server-only";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { ListedState } from "../validations/list-query";
import { stateOf, visibleAt, type PostState } from "./post-state";

/** A list item for those who see every state: the public list's fields, the post's state and its publishAt. */
export type PostInState = {
  id: string;
  title: string;
  description: string;
  image: string;
  date: string;
  status: PostState;
  publishAt: Date | null;
};

/** The posts in a state at `now`; `published` is exactly what readers see. */
export function inState(state: ListedState, now: Date): Prisma.PostWhereInput {
  switch (state) {
    case "draft":
      return { trashedAt: null, status: "draft" };
    case "scheduled":
      return { trashedAt: null, status: "published", publishAt: { gt: now } };
    case "published":
      return visibleAt(now);
    case "trashed":
      return { trashedAt: { not: null } };
    case "all":
      return {};
  }
}

const listedFields = {
  id: true,
  title: true,
  description: true,
  image: true,
  date: true,
  status: true,
  publishAt: true,
  trashedAt: true,
} as const;

/** In the public list's order: the editor's date, then the order of publication, then the id. */
export async function listPostsInState(
  state: ListedState,
  range: { limit?: number; offset?: number } = {},
  now: Date = new Date(),
): Promise<PostInState[]> {
  const rows = await db.post.findMany({
    select: listedFields,
    where: inState(state, now),
    orderBy: [{ date: "desc" }, { publishedAt: "desc" }, { id: "desc" }],
    take: range.limit,
    skip: range.offset,
  });
  return rows.map(({ trashedAt, ...row }) => ({ ...row, status: stateOf({ ...row, trashedAt }, now) }));
}

/** Every post in the state, a batch at a time, so the answer streams however many there are. */
export async function* eachPostInState(state: ListedState, batchSize = 1000): AsyncGenerator<PostInState[]> {
  const now = new Date();
  for (let offset = 0; ; offset += batchSize) {
    const batch = await listPostsInState(state, { limit: batchSize, offset }, now);
    yield batch;
    if (batch.length < batchSize) return;
  }
}
