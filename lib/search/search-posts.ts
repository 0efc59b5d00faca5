import "server-only";
import { db, onPostgres } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListRange, PostSummary } from "@/lib/posts";
import { ftsMatch, tsQuery } from "./match";
import { parseSearch, type SearchTerm } from "./query";

/**
 * Only the newest matches are ranked: a common word matches most of 100,000 posts, and ranking them all costs
 * tens of milliseconds per query (docs/search.md has the numbers); a reader refines long before page 167.
 */
export const RANKED_MATCHES = 1000;

/** A post found, with the words its excerpt is cut from. */
export type SearchHit = PostSummary & { introduction: string; climax: string; conclusion: string };

// Qualified: the SQLite index has columns of the same names.
const HIT_COLUMNS = Prisma.raw(
  ["id", "title", "description", "image", "date", "introduction", "climax", "conclusion", "publishedAt"]
    .map((column) => `"Post"."${column}"`)
    .join(", "),
);
const THEN_NEWEST = Prisma.raw('"date" DESC, "publishedAt" DESC, "id" DESC');

/**
 * The newest RANKED_MATCHES posts online that match: SQLite reads them from the index in rowid order (the order
 * posts were stored), PostgreSQL in the news list's order. Each with its relevance: title above description above body.
 */
function rankedMatches(terms: SearchTerm[], now: Date): Prisma.Sql {
  if (onPostgres())
    return Prisma.sql`SELECT ${HIT_COLUMNS}, ts_rank('{0, 0.2, 0.4, 1}', "search", "query") AS "relevance"
      FROM "Post", to_tsquery('pulso', ${tsQuery(terms)}) AS "query"
      WHERE "search" @@ "query" AND "liveAt" <= ${now}
      ORDER BY ${THEN_NEWEST} LIMIT ${RANKED_MATCHES}`;
  // bm25 is lower for a better match, so its opposite sorts as ts_rank does.
  return Prisma.sql`SELECT ${HIT_COLUMNS}, -bm25("PostSearch", 10, 4, 1) AS "relevance"
    FROM "PostSearch" JOIN "Post" ON "Post".rowid = "PostSearch".rowid
    WHERE "PostSearch" MATCH ${ftsMatch(terms)} AND "Post"."liveAt" <= ${now}
    ORDER BY "PostSearch".rowid DESC LIMIT ${RANKED_MATCHES}`;
}

/** The posts online that match every term, most relevant first, then newest; how many there are, up to the limit. */
export async function searchPosts(
  terms: SearchTerm[],
  { limit = RANKED_MATCHES, offset = 0 }: ListRange = {},
): Promise<{ hits: SearchHit[]; total: number }> {
  if (terms.length === 0) return { hits: [], total: 0 };
  const matches = rankedMatches(terms, new Date());
  const [rows, [{ total }]] = await Promise.all([
    db.$queryRaw<(SearchHit & { publishedAt: Date; relevance: number })[]>`SELECT * FROM (${matches}) AS "matches"
      ORDER BY "relevance" DESC, ${THEN_NEWEST} LIMIT ${limit} OFFSET ${offset}`,
    db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS "total" FROM (${matches}) AS "matches"`,
  ]);
  const hits = rows.map(({ publishedAt: _publishedAt, relevance: _relevance, ...hit }) => hit);
  return { hits, total: Number(total) };
}

/** The API's answer to ?q=: the same posts in the same order as /buscar, in the news list's summary shape. */
export async function searchSummaries(query: string, range: ListRange = {}): Promise<PostSummary[]> {
  const { hits } = await searchPosts(parseSearch(query), range);
  return hits.map(({ id, title, description, image, date }) => ({ id, title, description, image, date }));
}
