// How a page or document that lists the archive is cached: under its tags, and until the next scheduled post is due.
import "server-only";
import { cacheTags, cacheUnder } from "./cache-tags";
import { noteArchiveRender } from "./metrics/scheduled-posts";
import { nextLiveAt } from "./posts";

/**
 * cacheUnder for what lists the archive: the page is also kept only until the next scheduled post comes online. Called
 * before the archive is read, so a post that comes online during the render is either in the page or ends it.
 */
export async function cacheUnderArchive(...tags: string[]): Promise<void> {
  const now = new Date();
  const due = await nextLiveAt(now);
  noteArchiveRender(due, now);
  await cacheUnder(...tags, ...(due ? [cacheTags.due(due)] : []));
}
