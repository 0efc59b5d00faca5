// Writes a batch of views in one transaction: the visitors first, which decide what counts, then the increments.
import "server-only";
import { db } from "../db";
import { isWriteConflict } from "../db-errors";
import { Prisma } from "../generated/prisma/client";
import { NEWS_PATH, postPath } from "../urls";
import { REPEAT_VIEW_SECONDS, SITE_TOTAL, type DeviceClass } from "./page-view";
import { keptReferrers, type SourceRow } from "./referrer-cap";
import { chunksOf } from "./row-chunks";
import { visitKey, type ViewBatch, type Visit } from "./view-batch";

type Tx = Prisma.TransactionClient;
type VisitorRow = { day: string; path: string; visitor: string; seenAt: number };
type PageRow = { day: string; path: string; views: number; visitors: number; held: number };

/** Two servers' batches that deadlock on PostgreSQL: the one refused writes again. */
const ATTEMPTS = 3;

/** Every server writes its rows in one order, so two transactions never wait for each other's rows crosswise. */
const inKeyOrder = <T>(rows: Map<string, T>) =>
  [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);

/** Stores the visitors not stored yet for their day and page; the keys of those that were new. */
async function storeNewVisitors(tx: Tx, rows: VisitorRow[]): Promise<Set<string>> {
  const fresh = new Set<string>();
  for (const chunk of chunksOf(rows)) {
    const values = chunk.map(({ day, path, visitor, seenAt }) => Prisma.sql`(${day}, ${path}, ${visitor}, ${seenAt})`);
    const stored = await tx.$queryRaw<Omit<VisitorRow, "seenAt">[]>`
      INSERT INTO "PageVisitor" ("day", "path", "visitor", "seenAt") VALUES ${Prisma.join(values)}
      ON CONFLICT DO NOTHING RETURNING "day", "path", "visitor"`;
    for (const row of stored) fresh.add(visitKey(row));
  }
  return fresh;
}

/** A returning visitor's first view of the batch counts when it comes a minute or more after the last one counted. */
async function countsAgain(tx: Tx, visit: Visit): Promise<boolean> {
  const same = Prisma.sql`"day" = ${visit.day} AND "path" = ${visit.path} AND "visitor" = ${visit.visitor}`;
  const counted = await tx.$executeRaw`
    UPDATE "PageVisitor" SET "seenAt" = ${visit.last} WHERE ${same} AND "seenAt" <= ${visit.second - REPEAT_VIEW_SECONDS}`;
  if (counted === 0 && visit.later.length > 0) {
    await tx.$executeRaw`UPDATE "PageVisitor" SET "seenAt" = ${visit.last} WHERE ${same} AND "seenAt" < ${visit.last}`;
  }
  return counted > 0;
}

/** The increments a batch makes, per page and day (the site's total among them) and per source. */
class Increments {
  readonly pages = new Map<string, PageRow>();
  readonly sources = new Map<string, SourceRow>();

  /** A view counted of a page, and of the site; `newVisitor` when it is the visitor's first of the page that day. */
  view(day: string, path: string, source: { referrer: string; device: DeviceClass }, newVisitor = false): void {
    this.add(day, path, 1, newVisitor ? 1 : 0);
    this.add(day, SITE_TOTAL, 1, 0);
    const key = `${day}\n${path}\n${source.referrer}\n${source.device}`;
    const row = this.sources.get(key) ?? { day, path, ...source, views: 0 };
    this.sources.set(key, { ...row, views: row.views + 1 });
  }

  /** A visitor's first view of the site that day. */
  siteVisitor(day: string): void {
    this.add(day, SITE_TOTAL, 0, 1);
  }

  /** Views of a page the reader meter held back, and of the site. */
  held(day: string, path: string, views: number): void {
    this.add(day, path, 0, 0, views);
    this.add(day, SITE_TOTAL, 0, 0, views);
  }

  private add(day: string, path: string, views: number, visitors: number, held = 0): void {
    const page = this.pages.get(`${day}\n${path}`) ?? { day, path, views: 0, visitors: 0, held: 0 };
    this.pages.set(`${day}\n${path}`, {
      ...page,
      views: page.views + views,
      visitors: page.visitors + visitors,
      held: page.held + held,
    });
  }
}

async function addPages(tx: Tx, rows: PageRow[]): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    const values = chunk.map(
      ({ day, path, views, visitors, held }) => Prisma.sql`(${day}, ${path}, ${views}, ${visitors}, ${held})`,
    );
    await tx.$executeRaw`
      INSERT INTO "PageDay" ("day", "path", "views", "visitors", "held") VALUES ${Prisma.join(values)}
      ON CONFLICT ("day", "path") DO UPDATE SET
        "views" = "PageDay"."views" + excluded."views", "visitors" = "PageDay"."visitors" + excluded."visitors",
        "held" = "PageDay"."held" + excluded."held"`;
  }
}

async function addSources(tx: Tx, rows: SourceRow[]): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    const values = chunk.map(
      (row) => Prisma.sql`(${row.day}, ${row.path}, ${row.referrer}, ${row.device}, ${row.views})`,
    );
    await tx.$executeRaw`
      INSERT INTO "PageSource" ("day", "path", "referrer", "device", "views") VALUES ${Prisma.join(values)}
      ON CONFLICT ("day", "path", "referrer", "device") DO UPDATE SET "views" = "PageSource"."views" + excluded."views"`;
  }
}

/**
 * A post renamed after its views were taken and before they are written: they go to its new path (the rename moved
 * the rows already stored, lib/newsroom/post-counts.ts). The current path of each renamed path of the batch.
 */
async function renamedPaths(tx: Tx, batch: ViewBatch): Promise<Map<string, string>> {
  const paths = [...batch.visits.values(), ...batch.held.values()].map(({ path }) => path);
  const postIds = paths.flatMap((path) => (path.startsWith(`${NEWS_PATH}/`) ? [path.slice(NEWS_PATH.length + 1)] : []));
  const redirects = await tx.postRedirect.findMany({ where: { fromId: { in: [...new Set(postIds)] } } });
  return new Map(redirects.map(({ fromId, toId }) => [postPath(fromId), postPath(toId)]));
}

/** The batch's visits under their current paths: a visitor of both paths is one visit of the new one. */
function underCurrentPaths(visits: Map<string, Visit>, renamed: Map<string, string>): Map<string, Visit> {
  if (renamed.size === 0) return visits;
  const current = new Map<string, Visit>();
  for (const visit of visits.values()) {
    const moved = { ...visit, path: renamed.get(visit.path) ?? visit.path };
    if (!current.has(visitKey(moved))) current.set(visitKey(moved), moved);
  }
  return current;
}

async function storeOnce(batch: ViewBatch): Promise<void> {
  await db.$transaction(
    async (tx) => {
      const renamed = await renamedPaths(tx, batch);
      const visits = inKeyOrder(underCurrentPaths(batch.visits, renamed));
      const fresh = await storeNewVisitors(
        tx,
        visits.map(({ day, path, visitor, last }) => ({ day, path, visitor, seenAt: last })),
      );
      // The site's own visitors of the day, each once however many pages they read.
      const siteVisitors = new Map(
        visits.map(({ day, visitor }) => {
          const row = { day, path: SITE_TOTAL, visitor, seenAt: 0 };
          return [visitKey(row), row];
        }),
      );
      const freshSiteVisitors = await storeNewVisitors(tx, inKeyOrder(siteVisitors));
      const increments = new Increments();
      for (const visit of visits) {
        const isNew = fresh.has(visitKey(visit));
        if (isNew || (await countsAgain(tx, visit))) increments.view(visit.day, visit.path, visit, isNew);
        for (const later of visit.later) increments.view(visit.day, visit.path, later);
      }
      for (const key of freshSiteVisitors) increments.siteVisitor(key.slice(0, key.indexOf("\n")));
      for (const { day, path, views } of batch.held.values()) increments.held(day, renamed.get(path) ?? path, views);
      await addPages(tx, inKeyOrder(increments.pages));
      await addSources(tx, inKeyOrder(await keptReferrers(tx, increments.sources)));
    },
    { maxWait: 15_000, timeout: 60_000 },
  );
}

/** Writes the batch in one transaction. */
export async function storeViews(batch: ViewBatch): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeOnce(batch);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isWriteConflict(error)) throw error;
    }
  }
}
