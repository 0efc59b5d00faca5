import type { NewestTimes, StoredPost } from "@/lib/posts";
import { newsroomDay, startOfNewsroomDay } from "@/lib/dates/newsroom-time";

/** What a post's dates are made of: the editor's calendar day, its first publication and its last change. */
export type DatedPost = Pick<StoredPost, "date" | "publishedAt" | "updatedAt">;

const latest = (...moments: Date[]) => new Date(Math.max(...moments.map((moment) => moment.getTime())));

/**
 * When the post was published, for every document that says so (JSON-LD, Open Graph, the feed, the news sitemap).
 * The page shows the editor's day, so the instant always falls on that day in Mexico City: the moment the post went
 * online when it did so on that day (Google News then shows the real age of a fresh story), otherwise the start of
 * the day (a post dated back, or ahead, was not published at the moment it went online).
 */
export function publishedAt(post: DatedPost): Date {
  return newsroomDay(post.publishedAt) === post.date ? post.publishedAt : startOfNewsroomDay(post.date);
}

/**
 * When the post last changed: never before its publication, nor before it went online (a post dated back appeared
 * on the site, and in the lists, when it was published), and at its last edit.
 */
export function modifiedAt(post: DatedPost): Date {
  return latest(publishedAt(post), post.publishedAt, post.updatedAt);
}

/** A post with the times its live updates were last written (all of them, or only the latest). */
export type LiveDatedPost = DatedPost & { liveUpdates: { updatedAt: Date }[] };

/** When the post or its live coverage last changed: an update written is a change of the page and of the feed's item. */
export function liveModifiedAt(post: LiveDatedPost): Date {
  return latest(modifiedAt(post), ...post.liveUpdates.map(({ updatedAt }) => updatedAt));
}

/**
 * The latest modifiedAt over an archive, from its latest day, latest publication and latest edit alone: modifiedAt
 * is the latest of the three for each post, so the maximum over posts is the latest of the three maxima.
 */
export function latestModification(newest: NewestTimes | undefined): Date | undefined {
  return newest && latest(startOfNewsroomDay(newest.date), newest.publishedAt, newest.updatedAt);
}

/** When the post was last edited after its first publication (its page says "Actualizado el ..."), or null. */
export function editedAt(post: Pick<DatedPost, "publishedAt" | "updatedAt">): Date | null {
  return post.updatedAt > post.publishedAt ? post.updatedAt : null;
}
