// The life of a post: what the editor stores (status, publishAt, trashedAt) and what readers may see (liveAt).

/** What the database keeps: a published post whose publishAt is still ahead is scheduled. */
export const STORED_STATUSES = ["draft", "published"] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

/** The states the editor and the API speak of. */
export const POST_STATES = ["draft", "scheduled", "published", "trashed"] as const;
export type PostState = (typeof POST_STATES)[number];

export type Lifecycle = { status: string; publishAt: Date | null; trashedAt: Date | null };

/** The state of a post at `now`: a scheduled post becomes published at its time with nothing written. */
export function stateOf(post: Lifecycle, now: Date = new Date()): PostState {
  if (post.trashedAt) return "trashed";
  if (post.status !== "published" || !post.publishAt) return "draft";
  return post.publishAt > now ? "scheduled" : "published";
}

/** When readers may see the post: its publishAt while it is published and not in the trash, otherwise never. */
export function liveAtOf(post: Lifecycle): Date | null {
  return post.status === "published" && !post.trashedAt ? post.publishAt : null;
}

/** What every public read asks of a post: online at `now`. */
export const visibleAt = (now: Date = new Date()) => ({ liveAt: { lte: now } });

/** A post in the trash that readers saw before it went there: its addresses say it was removed (410). */
export const wasOnlineBeforeTrash = (post: { trashedAt: Date | null; publishedAt: Date | null }) =>
  post.trashedAt !== null && post.publishedAt !== null && post.publishedAt <= post.trashedAt;

/** Where a draft stands in the Editors' review (docs/team.md): waiting in "Por revisar", or sent back with a note. */
export type ReviewState = "review" | "returned";

export type ReviewMarks = { reviewRequestedAt: Date | null; reviewReturnedAt: Date | null };

/** A draft's review state; null for a post never sent, or published since. */
export function reviewStateOf(post: ReviewMarks): ReviewState | null {
  if (post.reviewRequestedAt) return "review";
  return post.reviewReturnedAt ? "returned" : null;
}
