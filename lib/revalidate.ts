import { revalidateTag } from "next/cache";
import { archiveTags, cacheTags } from "./cache-tags";
import { retiredPosts } from "./retired-posts";

/**
 * After posts were published, changed or removed: their own pages and share images, and everything that shows the
 * archive (home, every list page, the feed and the sitemaps); when they had or have topics, those topics' pages and
 * feeds, the pages of the posts sharing them (their related posts) and /tema. `expire: 0` drops the cached copies at once, so the
 * very next request is rendered from the database instead of being served the old copy while a new one is made.
 * When the change may have retired an address (a rename, the trash, a post going off line), the retired addresses
 * are read again too, and a request for a post waits for them; other changes leave them be, so a stream of
 * publications does not keep readers of posts waiting.
 */
export function refreshAfterChange(ids: string[], { retired, topics }: { retired: boolean; topics: string[] }): void {
  if (retired) retiredPosts()?.refresh();
  if (ids.length === 0) return;
  const topicTags = topics.length > 0 ? [...topics.map(cacheTags.topic), cacheTags.topics] : [];
  refreshTags([...ids.map(cacheTags.post), ...archiveTags, ...topicTags]);
}

/**
 * After an event was created, changed or deleted: its own calendar and page, what lists the events, and the sitemaps
 * that name it. The retired addresses are read again: a deletion retires the event's address (410) and a creation
 * may take a deleted id back; a change does neither, and costs one small read.
 */
export function refreshEventPages(id: string): void {
  retiredPosts()?.refresh();
  refreshTags([cacheTags.event(id), cacheTags.events, cacheTags.sitemaps]);
}

/** Drops the cached copies of what is kept under `tags`, so the very next request renders them from the database. */
export function refreshTags(tags: string[]): void {
  // Next.js hands revalidateTag to the page cache once the answer is on its way (its pendingWaitUntil), so a reader
  // asking right after a 201 could still be served the old page: the store is told here, before the answer.
  void pageCacheStore()?.refresh(tags, Date.now());
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** The page cache's store in this process (lib/page-cache-handler.ts), once Next.js has made its handler. */
function pageCacheStore(): { refresh(tags: string[], at: number): Promise<void> } | undefined {
  return (globalThis as Record<symbol, ReturnType<typeof pageCacheStore>>)[Symbol.for("pulso.pageCacheStore")];
}
