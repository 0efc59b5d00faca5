// How many referrer hosts a page keeps a day: the first 50 stored, the rest counted together under OTHER_REFERRERS,
// so that beacons naming a new host each add views to one row instead of a row each.
import "server-only";
import { Prisma } from "../generated/prisma/client";
import { OTHER_REFERRERS } from "./page-view";
import { chunksOf } from "./row-chunks";

type Tx = Prisma.TransactionClient;
export type SourceRow = { day: string; path: string; referrer: string; device: string; views: number };

/**
 * Distinct hosts per page and day. Two servers writing at the same instant each see the other's new hosts only once
 * committed, so a page may end a day with a few more, at most this many per app server.
 */
export const REFERRERS_PER_PAGE_DAY = 50;

const pageKey = ({ day, path }: Pick<SourceRow, "day" | "path">) => `${day}\n${path}`;
const isHost = (referrer: string) => referrer !== "" && referrer !== OTHER_REFERRERS;

/** The hosts already stored of the pages and days of `rows`, by page and day. */
async function storedHosts(tx: Tx, rows: SourceRow[]): Promise<Map<string, Set<string>>> {
  const days = [...new Set(rows.map(({ day }) => day))];
  const stored = new Map<string, Set<string>>();
  for (const paths of chunksOf([...new Set(rows.map(({ path }) => path))])) {
    const found = await tx.$queryRaw<Pick<SourceRow, "day" | "path" | "referrer">[]>`
      SELECT DISTINCT "day", "path", "referrer" FROM "PageSource"
      WHERE "day" IN (${Prisma.join(days)}) AND "path" IN (${Prisma.join(paths)})
        AND "referrer" <> '' AND "referrer" <> ${OTHER_REFERRERS}`;
    for (const row of found) stored.set(pageKey(row), (stored.get(pageKey(row)) ?? new Set()).add(row.referrer));
  }
  return stored;
}

/** The batch's views of each host per page and day, most viewed first (ties by host). */
function hostsByViews(rows: SourceRow[]): Map<string, string[]> {
  const views = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const hosts = views.get(pageKey(row)) ?? new Map<string, number>();
    views.set(pageKey(row), hosts.set(row.referrer, (hosts.get(row.referrer) ?? 0) + row.views));
  }
  return new Map(
    [...views].map(([page, hosts]) => [
      page,
      [...hosts].sort(([a, one], [b, other]) => other - one || (a < b ? -1 : 1)).map(([host]) => host),
    ]),
  );
}

/**
 * The batch's source rows with each page's referrers past its first REFERRERS_PER_PAGE_DAY hosts of the day (those
 * stored, then the batch's most viewed) counted under OTHER_REFERRERS.
 */
export async function keptReferrers(tx: Tx, sources: Map<string, SourceRow>): Promise<Map<string, SourceRow>> {
  const hosted = [...sources.values()].filter(({ referrer }) => isHost(referrer));
  if (hosted.length === 0) return sources;
  const kept = await storedHosts(tx, hosted);
  for (const [page, hosts] of hostsByViews(hosted)) {
    const room = kept.get(page) ?? new Set<string>();
    for (const host of hosts) if (room.size < REFERRERS_PER_PAGE_DAY) room.add(host);
    kept.set(page, room);
  }
  const rows = new Map<string, SourceRow>();
  for (const row of sources.values()) {
    const referrer =
      !isHost(row.referrer) || kept.get(pageKey(row))!.has(row.referrer) ? row.referrer : OTHER_REFERRERS;
    const key = `${pageKey(row)}\n${referrer}\n${row.device}`;
    rows.set(key, { ...row, referrer, views: (rows.get(key)?.views ?? 0) + row.views });
  }
  return rows;
}
