import { revalidateTag } from "next/cache";
import { archiveTags, cacheTags } from "./cache-tags";
import { retiredPosts } from "./retired-posts";

/**
 * After posts were published, changed or removed: their own pages and share images, and everything that shows the
 * archive (home, every list page, the feed and the sitemaps). `expire: 0` drops the cached copies at once, so the
 * very next request is rendered from the database instead of being served the old copy while a new one is made. The
 * addresses of renamed and removed posts are read again too; a request for a post waits for them.
 */
export function refreshAfterChange(ids: string[]): void {
  retiredPosts()?.refresh();
  for (const tag of [...ids.map(cacheTags.post), ...archiveTags]) revalidateTag(tag, { expire: 0 });
}
