// The posts a post page ends with: those sharing the most topics with it, then the newest.
import "server-only";
import { db } from "../db";
import { cardFields, listPostCards, newestFirst, withMedia, type ListedPost } from "../posts";
import { onlineWith } from "./topic-posts";

const RELATED_POSTS = 3;
/**
 * How many of each shared topic's newest posts are weighed: a topic may hold tens of thousands of posts, and a post
 * sharing topics with this one but older than that in every one of them is not worth the scan.
 */
const RELATED_CANDIDATES_PER_TOPIC = 300;

type Candidate = { id: string; date: string; publishedAt: Date | null; shared: number };

/** Most shared topics first, then the list's order: the editor's date, the first publication, the id. */
function rank(a: Candidate, b: Candidate): number {
  return (
    b.shared - a.shared ||
    b.date.localeCompare(a.date) ||
    (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) ||
    b.id.localeCompare(a.id)
  );
}

/** Up to 3 posts online sharing topics with the post `postId`, never itself; none when it has no topic. */
export async function relatedPosts(postId: string, topicSlugs: string[]): Promise<ListedPost[]> {
  const perTopic = await Promise.all(
    topicSlugs.map((slug) =>
      db.post.findMany({
        select: { id: true, date: true, publishedAt: true },
        where: { ...onlineWith(slug), id: { not: postId } },
        orderBy: newestFirst,
        take: RELATED_CANDIDATES_PER_TOPIC,
      }),
    ),
  );
  const candidates = new Map<string, Candidate>();
  for (const post of perTopic.flat()) {
    const seen = candidates.get(post.id);
    candidates.set(post.id, { ...post, shared: (seen?.shared ?? 0) + 1 });
  }
  const chosen = [...candidates.values()].sort(rank).slice(0, RELATED_POSTS);
  if (chosen.length === 0) return [];
  const rows = await db.post.findMany({
    select: cardFields,
    where: { id: { in: chosen.map(({ id }) => id) } },
  });
  const order = chosen.map(({ id }) => id);
  return withMedia(rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)));
}

/** Where a post no other shares a topic with sends its reader next: the newest 3 posts online, never itself. */
export const newestOtherPosts = (postId: string) => listPostCards({ limit: RELATED_POSTS }, { id: { not: postId } });

/**
 * When the next scheduled post with one of these topics comes online: the post page's related posts are kept until
 * then, and no longer.
 */
export async function nextLiveAtWith(topicSlugs: string[], now: Date): Promise<Date | null> {
  if (topicSlugs.length === 0) return null;
  const { _min } = await db.post.aggregate({
    where: { liveAt: { gt: now }, topics: { some: { topicSlug: { in: topicSlugs } } } },
    _min: { liveAt: true },
  });
  return _min.liveAt;
}
