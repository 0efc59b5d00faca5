import { revalidateTag } from "next/cache";
import { archiveTags, cacheTags } from "./cache-tags";
import { processSlots } from "./process-slots";
import { retiredPosts } from "./retired-posts";

/**
 * After posts were published, changed or removed: their own pages and share images, and everything that shows the
 * archive (home, every list page, the feed and the sitemaps); when they had or have topics, those topics' pages and
 * feeds, the pages of the posts sharing them (their related posts) and /tema; the pages of the events they were or are
 * about, which list them. `expire: 0` drops the cached copies at once, so the
 * very next request is rendered from the database instead of being served the old copy while a new one is made.
 * When the change may have retired an address (a rename, the trash, a post going off line), the retired addresses
 * are read again too, and a request for a post waits for them; other changes leave them be, so a stream of
 * publications does not keep readers of posts waiting.
 */
export async function refreshAfterChange(
  ids: string[],
  { retired, topics, events }: { retired: boolean; topics: string[]; events: string[] },
): Promise<void> {
  if (retired) retiredPosts()?.refresh();
  if (ids.length === 0) return;
  const topicTags = topics.length > 0 ? [...topics.map(cacheTags.topic), cacheTags.topics] : [];
  await refreshTags(
    [...ids.map(cacheTags.post), ...archiveTags, ...topicTags, ...events.map(cacheTags.event)],
    ids.map(cacheTags.liveAnswer),
  );
}

/**
 * After an event was created, changed or deleted: its own calendar and page, what lists the events, the sitemaps that
 * name it, and the pages of the posts about it (`posts`, their ids), which show its name, dates and status. The
 * retired addresses are read again: a deletion retires the event's address (410) and a creation may take a deleted id
 * back; a change does neither, and costs one small read.
 */
export function refreshEventPages(id: string, posts: string[] = []): Promise<void> {
  retiredPosts()?.refresh();
  return refreshTags([cacheTags.event(id), cacheTags.events, cacheTags.sitemaps, ...posts.map(cacheTags.post)]);
}

/**
 * A change waits at most this long for the renders under way when it was made: a render that takes longer is served
 * to the readers who join it, as before.
 */
const RENDERS_WAIT_LIMIT_MS = 5_000;

/**
 * Drops the cached copies of what is kept under `tags`, so the very next request renders them from the database, and
 * resolves once the renders already under way have ended: Next.js serves a request for a page being rendered the
 * result of that render, which read the database before the change. `storeOnly` are refreshed in the page cache's
 * store alone, never handed to Next.js, which refreshes its own once more after the answer (cacheTags.liveAnswer).
 */
export async function refreshTags(tags: string[], storeOnly: string[] = []): Promise<void> {
  const at = Date.now();
  // Next.js hands revalidateTag to the page cache once the answer is on its way (its pendingWaitUntil), so a reader
  // asking right after a 201 could still be served the old page: the store is told here, before the answer.
  // The store and the starts of the renders under way are the page cache's (lib/page-cache-handler.ts), made once
  // Next.js has made its handler.
  void processSlots.pageCacheStore.get()?.refresh([...tags, ...storeOnly], at);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await processSlots.renderStarts.get()?.rendersBegunBy(at, RENDERS_WAIT_LIMIT_MS);
}
