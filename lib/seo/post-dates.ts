import type { StoredPost } from "@/lib/posts";
import { newsroomDay, startOfNewsroomDay } from "./dates";

/** What a post's dates are made of: the editor's calendar day and the moment the post went online. */
export type DatedPost = Pick<StoredPost, "date" | "createdAt">;

/**
 * When the post was published, for every document that says so (JSON-LD, Open Graph, the feed, the news sitemap).
 * The page shows the editor's day, so the instant always falls on that day in Mexico City: the moment the post went
 * online when it did so on that day (Google News then shows the real age of a fresh story), otherwise the start of
 * the day (a post dated back, or ahead, was not published at the moment it was stored).
 */
export function publishedAt(post: DatedPost): Date {
  return newsroomDay(post.createdAt) === post.date ? post.createdAt : startOfNewsroomDay(post.date);
}

/**
 * When the post last changed: never before its publication, and not before it went online either (a post dated back
 * appeared on the site, and in the lists, when it was stored). Posts are never edited yet; an edit time joins here.
 */
export function modifiedAt(post: DatedPost): Date {
  const published = publishedAt(post);
  return published > post.createdAt ? published : post.createdAt;
}

/**
 * The latest modifiedAt over an archive, from its latest day and latest storing time alone: modifiedAt is the later
 * of the start of the post's day and its storing time, so the maximum over posts is the later of the two maxima.
 */
export function latestModification(newest: { date: string; createdAt: Date } | undefined): Date | undefined {
  if (!newest) return undefined;
  const dayStart = startOfNewsroomDay(newest.date);
  return dayStart > newest.createdAt ? dayStart : newest.createdAt;
}
