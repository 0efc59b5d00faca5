import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { stateOf, visibleAt, type PostState } from "@/lib/newsroom/post-state";
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
};

export type DashboardPage = { posts: DashboardPost[]; total: number; pages: number };

/**
 * Outside the trash. Without a search, written so SQLite cannot answer it from the trashedAt index: it then walks the
 * updatedAt index and stops at the page's 20th post (0.1 ms at 100,000 posts), instead of sorting every post outside
 * the trash (20 ms). A search reads every title anyway, and is quicker through the trashedAt index.
 */
const outsideTrash = (search: string): Prisma.PostWhereInput =>
  search ? { trashedAt: null } : { NOT: { trashedAt: { not: null } } };

/** Each filter in terms of stored columns; scheduled and published split on liveAt, which is indexed. */
function stateWhere(filter: DashboardFilter, search: string, now: Date): Prisma.PostWhereInput {
  switch (filter) {
    case "draft":
      return { status: "draft", ...outsideTrash(search) };
    case "scheduled":
      return { liveAt: { gt: now } };
    case "published":
      return visibleAt(now);
    case "trashed":
      return { trashedAt: { not: null } };
    case "all":
      return outsideTrash(search);
  }
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
} as const;

/** One page of the dashboard, last changed first (the updatedAt index), with how many posts the filter holds. */
export async function listDashboardPosts(
  { state, search, page }: DashboardQuery,
  now: Date = new Date(),
): Promise<DashboardPage> {
  const where: Prisma.PostWhereInput = {
    ...stateWhere(state, search, now),
    ...(search && { title: { contains: search } }),
  };
  const [rows, total] = await Promise.all([
    db.post.findMany({
      where,
      select: listedFields,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: DASHBOARD_PAGE_SIZE,
      skip: (page - 1) * DASHBOARD_PAGE_SIZE,
    }),
    db.post.count({ where }),
  ]);
  const posts = rows.map(({ status, ...row }) => ({ ...row, state: stateOf({ status, ...row }, now) }));
  return { posts, total, pages: Math.ceil(total / DASHBOARD_PAGE_SIZE) };
}
