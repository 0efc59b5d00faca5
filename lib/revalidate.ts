import { revalidateTag } from "next/cache";
import { archiveTags, cacheTags } from "./cache-tags";
import { retiredPosts } from "./retired-posts";

/**
 * After posts were published, changed or removed: their own pages and share images, and everything that shows the
 * archive (home, every list page, the feed and the sitemaps). `expire: 0` drops the cached copies at once, so the
 * very next request is rendered from the database instead of being served the old copy while a new one is made.
 * When the change may have retired an address (a rename, the trash, a post going off line), the retired addresses
 * are read again too, and a request for a post waits for them; other changes leave them be, so a stream of
 * publications does not keep readers of posts waiting.
 */
export function refreshAfterChange(ids: string[], { retired }: { retired: boolean }): void {
  if (retired) retiredPosts()?.refresh();
  if (ids.length === 0) return;
  for (const tag of [...ids.map(cacheTags.post), ...archiveTags]) revalidateTag(tag, { expire: 0 });
}
