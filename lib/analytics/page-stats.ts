// What the counts say, for the editor's statistics and the readers' "Lo más leído" (issue 28, step 2). Visitors are
// unique per page and day; summed over several days or pages they count a reader once per day and page.
import "server-only";
import { utcDay } from "../dates/calendar-date";
import { newsroomDay } from "../dates/newsroom-time";
import { db } from "../db";
import { visibleAt } from "../newsroom/post-state";
import { NEWS_PATH, postPath } from "../urls";
import { DEVICE_CLASSES, SITE_TOTAL, type DeviceClass } from "./page-view";

/** Days of Mexico City's calendar, YYYY-MM-DD, both included. */
export type DayRange = { first: string; last: string };
export type Counts = { views: number; visitors: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAfter = (day: string, days: number) =>
  new Date(utcDay(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The last `days` days, today (in Mexico City) the last of them. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const last = newsroomDay(now);
  return { first: dayAfter(last, 1 - days), last };
}

const within = ({ first, last }: DayRange) => ({ day: { gte: first, lte: last } });

/** A day of the site: its views and visitors, and the views the reader meter held back (lib/analytics/reader-meter.ts). */
export type SiteDay = Counts & { day: string; held: number };

/** The site's views, visitors and views held back on each day of the range, in order, a day without any as zeros. */
export async function siteDays(range: DayRange): Promise<SiteDay[]> {
  const rows = await db.pageDay.findMany({ where: { path: SITE_TOTAL, ...within(range) } });
  const byDay = new Map(rows.map(({ day, views, visitors, held }) => [day, { views, visitors, held }]));
  const days: SiteDay[] = [];
  for (let day = range.first; day <= range.last; day = dayAfter(day, 1)) {
    days.push({ day, ...(byDay.get(day) ?? { views: 0, visitors: 0, held: 0 }) });
  }
  return days;
}

/**
 * The posts' views and visitors over the range, most viewed first (ties by id), at most `take`, in any state; a post
 * whose every view was held back is not among them.
 */
export async function topPosts(range: DayRange, take: number): Promise<(Counts & { id: string })[]> {
  const rows = await db.pageDay.groupBy({
    by: ["path"],
    where: { ...within(range), path: { startsWith: `${NEWS_PATH}/` } },
    having: { views: { _sum: { gt: 0 } } },
    _sum: { views: true, visitors: true },
    orderBy: [{ _sum: { views: "desc" } }, { path: "asc" }],
    take,
  });
  return rows.map(({ path, _sum }) => ({
    id: path.slice(NEWS_PATH.length + 1),
    views: _sum.views ?? 0,
    visitors: _sum.visitors ?? 0,
  }));
}

/** Posts that went offline since they were read drop out, so a few more are asked for than shown. */
const OFFLINE_MARGIN = 20;

/** The posts online most viewed over the last `days` days, most first (ties by id), at most `limit`. */
export async function mostReadPosts(
  days: number,
  limit: number,
  now: Date = new Date(),
): Promise<(Counts & { id: string })[]> {
  const read = await topPosts(lastDays(days, now), limit + OFFLINE_MARGIN);
  const online = await db.post.findMany({
    where: { id: { in: read.map(({ id }) => id) }, ...visibleAt(now) },
    select: { id: true },
  });
  const onlineIds = new Set(online.map(({ id }) => id));
  return read.filter(({ id }) => onlineIds.has(id)).slice(0, limit);
}

/** The hosts readers came from over the range, most views first; "" is no referrer, or the site itself. */
export async function topReferrers(range: DayRange, limit: number): Promise<{ host: string; views: number }[]> {
  const rows = await db.pageSource.groupBy({
    by: ["referrer"],
    where: within(range),
    _sum: { views: true },
    orderBy: [{ _sum: { views: "desc" } }, { referrer: "asc" }],
    take: limit,
  });
  return rows.map(({ referrer, _sum }) => ({ host: referrer, views: _sum.views ?? 0 }));
}

/** The views of each device class over the range, every class named. */
export async function deviceViews(range: DayRange): Promise<Record<DeviceClass, number>> {
  const rows = await db.pageSource.groupBy({ by: ["device"], where: within(range), _sum: { views: true } });
  const views = Object.fromEntries(DEVICE_CLASSES.map((device) => [device, 0])) as Record<DeviceClass, number>;
  for (const { device, _sum } of rows) if (device in views) views[device as DeviceClass] = _sum.views ?? 0;
  return views;
}

/** Each post's views and visitors over the range; a post never read is missing. */
export async function postsCounts(ids: string[], range: DayRange): Promise<Map<string, Counts>> {
  if (ids.length === 0) return new Map();
  const rows = await db.pageDay.groupBy({
    by: ["path"],
    where: { ...within(range), path: { in: ids.map(postPath) } },
    _sum: { views: true, visitors: true },
  });
  return new Map(
    rows.map(({ path, _sum }) => [
      path.slice(NEWS_PATH.length + 1),
      { views: _sum.views ?? 0, visitors: _sum.visitors ?? 0 },
    ]),
  );
}

/** A post's views and visitors, over the range or since it was first counted. */
export async function postTotals(id: string, range?: DayRange): Promise<Counts> {
  const { _sum } = await db.pageDay.aggregate({
    where: { path: postPath(id), ...(range && within(range)) },
    _sum: { views: true, visitors: true },
  });
  return { views: _sum.views ?? 0, visitors: _sum.visitors ?? 0 };
}
