// How long the daily counts are kept, as /privacidad tells readers: 13 months, so that a festival's coverage can be
// set beside the last edition's; then each day's rows are deleted, a bounded number per write of the counter.
import "server-only";
import { db } from "../db";

export const RETENTION_MONTHS = 13;
/** Rows of each table one write deletes at most: some 25 ms on SQLite, which holds the thread meanwhile. */
export const PRUNED_PER_WRITE = 1_000;

/** The first day kept on `today` (YYYY-MM-DD): the same day 13 months before, or that month's last. */
export function firstKeptDay(today: string): string {
  const [year, month, day] = today.split("-").map(Number);
  const monthsFrom0 = year * 12 + month - 1 - RETENTION_MONTHS;
  const [keptYear, keptMonth] = [Math.floor(monthsFrom0 / 12), (monthsFrom0 % 12) + 1];
  const lastDay = new Date(Date.UTC(keptYear, keptMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${keptYear}-${pad(keptMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * Deletes at most `limit` rows of PageDay and as many of PageSource older than the retention; `done` once a run
 * found fewer than that in both, so nothing more is left for the day.
 */
export async function pruneOldCounts(
  today: string,
  limit: number = PRUNED_PER_WRITE,
): Promise<{ deleted: number; done: boolean }> {
  const before = firstKeptDay(today);
  const days = await db.$executeRaw`
    DELETE FROM "PageDay" WHERE ("day", "path") IN (
      SELECT "day", "path" FROM "PageDay" WHERE "day" < ${before} LIMIT ${limit})`;
  const sources = await db.$executeRaw`
    DELETE FROM "PageSource" WHERE ("day", "path", "referrer", "device") IN (
      SELECT "day", "path", "referrer", "device" FROM "PageSource" WHERE "day" < ${before} LIMIT ${limit})`;
  return { deleted: days + sources, done: days < limit && sources < limit };
}
