// What /editor/estadisticas shows: the site's readers over a period, its most read posts, where readers came from
// and on what they read.
import "server-only";
import { z } from "../zod";
import { db } from "../db";
import type { DeviceClass } from "./page-view";
import {
  deviceViews,
  lastDays,
  postsCounts,
  postTotals,
  siteDays,
  topPosts,
  topReferrers,
  type Counts,
  type DayRange,
  type SiteDay,
} from "./page-stats";

/** The periods the editor can look at, in days, shortest first. */
export const STATS_PERIODS = ["7", "30", "90"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
/** The page opens on a month: a week is too noisy, a quarter slow to read. */
const DEFAULT_PERIOD: StatsPeriod = "30";

export const statsQuerySchema = z.object({ dias: z.enum(STATS_PERIODS).default(DEFAULT_PERIOD) });

const TOP_POSTS = 10;
const TOP_REFERRERS = 10;

export type StatsDay = SiteDay;
export type StatsPost = Counts & { id: string; title: string | null };

export type SiteStats = {
  range: DayRange;
  days: StatsDay[];
  views: number;
  /** The mean of each day's unique visitors: a reader back every day is one visitor a day, not one a period. */
  visitorsPerDay: number;
  busiest: StatsDay | null;
  /** Beacons the reader meter held back over the period: one client network's bursts. */
  held: number;
  posts: StatsPost[];
  referrers: { host: string; views: number }[];
  devices: Record<DeviceClass, number>;
};

/** The busiest day of the period, the earliest of equals; none when nothing was viewed. */
const busiestDay = (days: StatsDay[]) =>
  days.reduce<StatsDay | null>((best, day) => (day.views > (best?.views ?? 0) ? day : best), null);

export async function readSiteStats(period: StatsPeriod, now: Date = new Date()): Promise<SiteStats> {
  const range = lastDays(Number(period), now);
  const [days, read, referrers, devices] = await Promise.all([
    siteDays(range),
    topPosts(range, TOP_POSTS),
    topReferrers(range, TOP_REFERRERS),
    deviceViews(range),
  ]);
  // A post purged from the trash keeps its counts under its old path; it is listed by that id, without a title.
  const titled = await db.post.findMany({
    where: { id: { in: read.map(({ id }) => id) } },
    select: { id: true, title: true },
  });
  const titles = new Map(titled.map(({ id, title }) => [id, title]));
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  return {
    range,
    days,
    views,
    visitorsPerDay: Math.round((visitors / days.length) * 10) / 10,
    busiest: busiestDay(days),
    held: days.reduce((sum, day) => sum + day.held, 0),
    posts: read.map((post) => ({ ...post, title: titles.get(post.id) ?? null })),
    referrers,
    devices,
  };
}

/** One post's readers over the last week, the last 30 days and since it was first counted. */
export async function readPostStats(id: string, now: Date = new Date()) {
  const [week, month, ever] = await Promise.all([
    postTotals(id, lastDays(7, now)),
    postTotals(id, lastDays(30, now)),
    postTotals(id),
  ]);
  return { week, month, ever };
}
export type PostStats = Awaited<ReturnType<typeof readPostStats>>;

/** The days of the dashboard's column of views: a month shows whether a post is still read, a week is too noisy. */
export const DASHBOARD_VIEWS_DAYS = 30;

/** The views and visitors of each post of a dashboard page over its column's days. */
export const readDashboardViews = (ids: string[], now: Date = new Date()) =>
  postsCounts(ids, lastDays(DASHBOARD_VIEWS_DAYS, now));
