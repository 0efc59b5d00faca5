// "Lo más leído": the posts read most over the last week, on the home page and at the end of every post page.
import "server-only";
import { cacheTags, cacheUnder } from "../cache-tags";
import { listPostCards, type ListedPost } from "../posts";
import { mostReadRefreshAt } from "./most-read-refresh";
import { mostReadPosts } from "./page-stats";

export const MOST_READ_DAYS = 7;
export const MOST_READ_POSTS = 5;

/**
 * The cards of the most read posts online, most read first, never the post `exceptId` (the page being read). The page
 * rendering them is kept until the list is due again, and under each post's tag: a post shown that is changed,
 * renamed or taken offline refreshes every page showing it at once.
 */
export async function readMostRead(exceptId?: string, now: Date = new Date()): Promise<ListedPost[]> {
  const read = await mostReadPosts(MOST_READ_DAYS, MOST_READ_POSTS + 1, now);
  const ids = read
    .map(({ id }) => id)
    .filter((id) => id !== exceptId)
    .slice(0, MOST_READ_POSTS);
  const cards = ids.length > 0 ? await listPostCards({}, { id: { in: ids } }) : [];
  const ranked = cards.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  await cacheUnder(cacheTags.due(mostReadRefreshAt(now)), ...ranked.map(({ id }) => cacheTags.post(id)));
  return ranked;
}
