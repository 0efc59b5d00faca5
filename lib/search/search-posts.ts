import "server-only";
import { db, onPostgres } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { summaryFields, type ListRange, type PostSummary } from "@/lib/posts";
import { ftsMatch, type SearchColumn } from "./match";
import { parseSearch, type SearchTerm } from "./query";
import { RANKED_MATCHES, rankedPage } from "./ranked-page";
import { rankedOnPostgres } from "./ranked-postgres";

/** A post found, with the words its excerpt is cut from. */
export type SearchHit = PostSummary & { bodyText: string };

// Qualified: the SQLite index has columns of the same names.
const HIT_COLUMNS = Prisma.raw(
  [...Object.keys(summaryFields), "bodyText"].map((column) => `"Post"."${column}"`).join(", "),
);

/**
 * The newest RANKED_MATCHES posts online that match, read from the index in rowid order (the order posts were stored),
 * each with its relevance: 10 when its title holds every term, plus 4 when its description does. Not bm25: it counts
 * every post each term matches, a whole pass over each term's list per query, where these two walks read the lists
 * only as far back as the oldest of the matches.
 */
function rankedOnSqlite(terms: SearchTerm[], now: Date): Prisma.Sql {
  const within = (column: SearchColumn) =>
    Prisma.sql`SELECT rowid FROM "PostSearch" WHERE "PostSearch" MATCH ${ftsMatch(terms, column)}
      AND rowid >= (SELECT MIN("rowid") FROM "newest")`;
  return Prisma.sql`WITH "newest" AS MATERIALIZED (
      SELECT "PostSearch".rowid AS "rowid", "Post"."id", "Post"."date", "Post"."publishedAt"
      FROM "PostSearch" JOIN "Post" ON "Post".rowid = "PostSearch".rowid
      WHERE "PostSearch" MATCH ${ftsMatch(terms)} AND "Post"."liveAt" <= ${now}
      ORDER BY "PostSearch".rowid DESC LIMIT ${RANKED_MATCHES})
    SELECT "id", "date", "publishedAt",
      10 * ("rowid" IN (${within("title")})) + 4 * ("rowid" IN (${within("description")})) AS "relevance"
    FROM "newest"`;
}

type HitRow = SearchHit & { total: number | bigint };

async function countOf(matches: Prisma.Sql): Promise<number> {
  const [{ total }] = await db.$queryRaw<
    { total: number | bigint }[]
  >`SELECT COUNT(*) AS "total" FROM (${matches}) AS "m"`;
  return Number(total);
}

/**
 * The posts online that match every term, most relevant first, then newest; how many there are, up to the limit.
 * One pass over the index: the matches are ranked and counted together, and only the page's posts are read whole.
 */
export async function searchPosts(
  terms: SearchTerm[],
  { limit = RANKED_MATCHES, offset = 0 }: ListRange = {},
): Promise<{ hits: SearchHit[]; total: number }> {
  if (terms.length === 0) return { hits: [], total: 0 };
  const now = new Date();
  const matches = onPostgres() ? rankedOnPostgres(terms, now) : rankedOnSqlite(terms, now);
  const rows = await db.$queryRaw<HitRow[]>`SELECT ${HIT_COLUMNS}, "page"."total"
    FROM (${rankedPage(matches, limit, offset)}) AS "page" JOIN "Post" ON "Post"."id" = "page"."id"
    ORDER BY "page"."relevance" DESC, "page"."date" DESC, "page"."publishedAt" DESC, "page"."id" DESC`;
  // A page past the last has no row to carry the count: only then is it asked for alone.
  const total = rows.length > 0 || offset === 0 ? Number(rows[0]?.total ?? 0) : await countOf(matches);
  return { hits: rows.map(({ total: _total, ...hit }) => hit), total };
}

/** The API's answer to ?q=: the same posts in the same order as /buscar, in the news list's summary shape. */
export async function searchSummaries(query: string, range: ListRange = {}): Promise<PostSummary[]> {
  const { hits } = await searchPosts(parseSearch(query), range);
  return hits.map(({ id, title, description, image, date }) => ({ id, title, description, image, date }));
}
