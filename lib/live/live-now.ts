// The posts whose live coverage is on, for the home page's "En vivo" (docs/live.md), and when that changes.
import "server-only";
import { db } from "../db";
import { visibleAt } from "../newsroom/post-state";

/** More at once is a newsroom covering three festivals: the strip stays one line. */
export const LIVE_NOW_MAX = 3;

export type LiveNowPost = { id: string; title: string };

/**
 * The posts online now whose coverage window holds `now`, the latest started first; and the next instant one starts or
 * ends, when the page showing them must be rendered again (null: none ahead).
 */
export async function readLiveNow(now: Date = new Date()): Promise<{ posts: LiveNowPost[]; changesAt: Date | null }> {
  const ahead = { ...visibleAt(now), coverageEnd: { gt: now } };
  const [posts, nextStart, nextEnd] = await Promise.all([
    db.post.findMany({
      where: { ...ahead, coverageStart: { lte: now } },
      select: { id: true, title: true },
      orderBy: [{ coverageStart: "desc" }, { id: "asc" }],
      take: LIVE_NOW_MAX,
    }),
    db.post.findFirst({
      where: { ...ahead, coverageStart: { gt: now } },
      select: { coverageStart: true },
      orderBy: { coverageStart: "asc" },
    }),
    db.post.findFirst({ where: ahead, select: { coverageEnd: true }, orderBy: { coverageEnd: "asc" } }),
  ]);
  const instants = [nextStart?.coverageStart, nextEnd?.coverageEnd].filter((instant) => instant instanceof Date);
  const changesAt = instants.length ? new Date(Math.min(...instants.map((instant) => instant.getTime()))) : null;
  return { posts, changesAt };
}
