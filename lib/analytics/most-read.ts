// "Lo más leído": the posts read most over the last week, on the home page and at the end of every post page.
import "server-only";
import { cacheTags, cacheUnder } from "../cache-tags";
import { listPostCards, type ListedPost } from "../posts";
import { mostReadPosts } from "./page-stats";

export const MOST_READ_DAYS = 7;
export const MOST_READ_POSTS = 5;

/**
 * How long a page keeps its list. Views are written every few seconds, so a page kept until the next view would never
 * be kept at all; a week's ranking moves slowly, and five minutes late is nothing a reader notices, while it costs each
 * cached page at most one render (and one ranking query) every five minutes.
 */
export const MOST_READ_REFRESH_MS = 5 * 60 * 1000;

/**
 * When a list read at `now` is due again: the next whole five minutes of the clock, never `now` itself. Every page
 * rendered within the same five minutes, on any server, shows the same list and expires with it, and the data cache
 * holds one `due:` moment per five minutes rather than one per render.
 */
export function mostReadRefreshAt(now: Date): Date {
  return new Date((Math.floor(now.getTime() / MOST_READ_REFRESH_MS) + 1) * MOST_READ_REFRESH_MS);
}

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
