import { db } from "@/lib/db";

/** What the sitemaps and the feed need of a post: its words, its calendar day and when it went online. */
export type IndexedPost = { id: string; title: string; description: string; date: string; createdAt: Date };

const indexedFields = { id: true, title: true, description: true, date: true, createdAt: true } as const;

/** Newest first, in the same order as the news list. */
export async function listIndexedPosts(limit?: number): Promise<IndexedPost[]> {
  return db.post.findMany({
    select: indexedFields,
    orderBy: [{ date: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}

/** Posts that went online at or after `since`, most recent first (the Google News window). */
export async function listPostsPublishedSince(since: Date): Promise<IndexedPost[]> {
  return db.post.findMany({
    select: indexedFields,
    where: { createdAt: { gte: since } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}
