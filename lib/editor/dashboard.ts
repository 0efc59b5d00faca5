import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reviewStateOf, stateOf, visibleAt, type PostState, type ReviewState } from "@/lib/newsroom/post-state";
import { idsWithTitle } from "@/lib/search/title-search";
import type { DashboardFilter, DashboardQuery } from "./dashboard-query";

export const DASHBOARD_PAGE_SIZE = 20;

export type DashboardPost = {
  id: string;
  title: string;
  date: string;
  state: PostState;
  publishAt: Date | null;
  updatedAt: Date;
  trashedAt: Date | null;
  version: number;
  /** Whose post it is: their account's id, for the buttons their role allows (lib/newsroom/post-rights.ts). */
  ownerId: string | null;
  /** Whose post it is, and who saved its latest revision: names, null for a post from before the accounts. */
  author: string | null;
  lastEditor: string | null;
  /** A draft waiting in "Por revisar", or sent back to its writer with a note. */
  review: ReviewState | null;
};

export type DashboardPage = { posts: DashboardPost[]; total: number; pages: number };

/**
 * Each filter in terms of indexed columns, for the page of 20 and for the count. A draft is a post that is neither
 * online nor in the trash: liveAt and trashedAt are both null, so no filter reads every row (status has no index,
 * and a count through Prisma selects from the table: 135 ms at 100,000 posts instead of 5 ms). Outside the trash,
 * the page is written so SQLite cannot answer it from the trashedAt index: it then walks the updatedAt index and
 * stops at the page's 20th post (0.1 ms at 100,000 posts) instead of sorting every post (20 ms); the count takes
 * the plain form, which the trashedAt index answers (5 ms, against 200 ms for the other).
 */
function stateWhere(filter: DashboardFilter, now: Date, forCount: boolean): Prisma.PostWhereInput {
  const unlessTrashed: Prisma.PostWhereInput = { NOT: { trashedAt: { not: null } } };
  switch (filter) {
    case "draft":
      // The same unlessTrashed form keeps SQLite on the liveAt index, which finds the few posts off line at once.
      return { liveAt: null, ...unlessTrashed };
    case "scheduled":
      return { liveAt: { gt: now } };
    case "published":
      return visibleAt(now);
    case "trashed":
      // A range, not IS NOT NULL, which SQLite answers by reading every row.
      return { trashedAt: { gt: new Date(0) } };
    case "all":
      return forCount ? { trashedAt: null } : unlessTrashed;
  }
}

/**
 * Last changed first; the trash by when each post went there, the schedule by what goes out next: what the editor
 * looks for there, and each is the order of the index the filter reads, so the few rows are sorted and no more.
 */
function orderOf(filter: DashboardFilter): Prisma.PostOrderByWithRelationInput[] {
  if (filter === "trashed") return [{ trashedAt: "desc" }, { id: "desc" }];
  if (filter === "scheduled") return [{ liveAt: "asc" }, { id: "asc" }];
  return [{ updatedAt: "desc" }, { id: "desc" }];
}

const listedFields = {
  id: true,
  title: true,
  date: true,
  status: true,
  publishAt: true,
  updatedAt: true,
  trashedAt: true,
  version: true,
  reviewRequestedAt: true,
  reviewReturnedAt: true,
  ownerId: true,
  owner: { select: { name: true } },
  revisions: { select: { saver: { select: { name: true } } }, orderBy: { number: "desc" }, take: 1 },
} as const;

/**
 * One page of the dashboard in its filter's order, with how many posts the filter holds. A search reads the titles
 * through the search index (every word as a prefix, accents and case aside), then the filter keeps its state.
 * `ownerId`: only that person's posts, for a role that changes no other's (lib/newsroom/post-rights.ts).
 */
export async function listDashboardPosts(
  { state, search, page }: DashboardQuery,
  now: Date = new Date(),
  { ownerId }: { ownerId?: string } = {},
): Promise<DashboardPage> {
  const titled = search ? { id: { in: await idsWithTitle(search) } } : {};
  // With a search, the few matching ids lead, and the count takes the page's form: its plain form would send SQLite
  // down the trashedAt index through every post (160 ms at 100,000 posts, against 0.5 ms).
  const where = (forCount: boolean): Prisma.PostWhereInput => ({
    ...stateWhere(state, now, forCount && !search),
    ...titled,
    ...(ownerId && { ownerId }),
  });
  const [rows, total] = await Promise.all([
    db.post.findMany({
      where: where(false),
      select: listedFields,
      orderBy: orderOf(state),
      take: DASHBOARD_PAGE_SIZE,
      skip: (page - 1) * DASHBOARD_PAGE_SIZE,
    }),
    db.post.count({ where: where(true) }),
  ]);
  const posts = rows.map(({ status, owner, revisions, reviewRequestedAt, reviewReturnedAt, ...row }) => ({
    ...row,
    review: reviewStateOf({ reviewRequestedAt, reviewReturnedAt }),
    state: stateOf({ status, ...row }, now),
    author: owner?.name ?? null,
    lastEditor: revisions[0]?.saver?.name ?? null,
  }));
  return { posts, total, pages: Math.ceil(total / DASHBOARD_PAGE_SIZE) };
}
