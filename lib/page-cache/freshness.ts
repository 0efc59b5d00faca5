// When a stored entry may be served: none of its tags refreshed since its render began (docs/caching.md).
import type { StoredEntry, TagRefreshes } from "./store";

/**
 * An entry is stored when its render ends, so a render that read the database just before a publication and finished
 * just after its refresh would otherwise be kept as fresh, without the post. An entry whose render began before a
 * refresh of one of its tags is rendered again (lib/page-cache/render-starts.ts), and so is one stored within this
 * long after such a refresh, unless the stamps its render saw begin say otherwise: a render this server did not see
 * begin (the server started, or another server's clock runs ahead).
 */
export const RENDER_GRACE_MS = 1000;

/**
 * Whether `stored` is as fresh as its tags' refreshes now say. When its render's lookup read the stamps of all of its
 * tags and each is as it was then, no refresh came after the render began (a change is written to the store before
 * its answer, and a render looks up the cache before it reads the database): the entry is fresh however soon after a
 * refresh it was stored, and no clock is compared. When one of them moved, it is stale, whatever time the refresh
 * carries. Otherwise the times decide, with the grace.
 */
export function isFresh(stored: StoredEntry, { latest, stamps }: TagRefreshes): boolean {
  if (stored.seen) {
    let seenAll = true;
    for (const [tag, stamp] of stamps) {
      const seen = stored.seen.get(tag);
      if (seen === undefined) seenAll = false;
      else if (seen !== stamp) return false;
    }
    if (seenAll) return true;
  }
  const renderBegan = stored.renderBegan ?? -Infinity;
  return latest < renderBegan && latest < stored.entry.lastModified - RENDER_GRACE_MS;
}
