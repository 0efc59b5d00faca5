// What both engines' ranked matches become: one page of them, with how many there are. No "server-only": the bench
// (scripts/performance/bench/postgres-search.ts) times these very statements.
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Only the newest matches are ranked: a common word matches most of 100,000 posts, and ranking them all costs
 * tens of milliseconds per query (docs/search.md has the numbers); a reader refines long before page 167.
 */
export const RANKED_MATCHES = 1000;

/** The matches' order: most relevant first, then the news list's. */
export const BY_RELEVANCE = Prisma.raw('"relevance" DESC, "date" DESC, "publishedAt" DESC, "id" DESC');

/** A page of the ranked matches (columns id, date, publishedAt, relevance), each row with the count of them all. */
export function rankedPage(matches: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
  return Prisma.sql`SELECT *, COUNT(*) OVER () AS "total" FROM (${matches}) AS "matches" ORDER BY ${BY_RELEVANCE}
    LIMIT ${limit} OFFSET ${offset}`;
}
