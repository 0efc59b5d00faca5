// The newest matches on PostgreSQL, ranked (docs/search.md, "Ranking and its limit"). No "server-only": the bench
// (scripts/performance/bench/postgres-search.ts) times this very statement.
import { Prisma } from "@/lib/generated/prisma/client";
import { tsQuery } from "./match";
import type { SearchTerm } from "./query";
import { RANKED_MATCHES } from "./ranked-page";

/**
 * How many of the newest posts online are read in order, at most, before the GIN index is asked instead, and how
 * many are read first to see whether the walk would find RANKED_MATCHES within them: a word in at least one post of
 * WALKED_POSTS / RANKED_MATCHES among the newest is walked to, a rarer one read from the index. At 100,000 bench
 * posts a match read from the index costs about 3 µs and a post walked about 2: the two ways cost alike for a word in
 * about 1 post in 10 (docs/search.md).
 */
export const WALKED_POSTS = 8 * RANKED_MATCHES;
export const PROBED_POSTS = 200;

export type MatchLimits = { ranked: number; walked: number; probed: number };
const LIMITS: MatchLimits = { ranked: RANKED_MATCHES, walked: WALKED_POSTS, probed: PROBED_POSTS };

const NEWEST_FIRST = Prisma.raw('"date" DESC, "publishedAt" DESC, "id" DESC');

/** The newest `count` posts online, in the news list's order, with their words. */
const newestPosts = (now: Date, count: number) =>
  Prisma.sql`SELECT "id", "date", "publishedAt", "search" FROM "Post" WHERE "liveAt" <= ${now}
    ORDER BY ${NEWEST_FIRST} LIMIT ${count}`;

/** Every match, from the GIN index, sorted by date: a rare word's few, or a common word's whole archive. */
export function newestFromIndex(query: string, now: Date, { ranked }: MatchLimits = LIMITS): Prisma.Sql {
  return Prisma.sql`SELECT "id", "date", "publishedAt" FROM "Post"
    WHERE "search" @@ to_tsquery('pulso', ${query}) AND "liveAt" <= ${now}
    ORDER BY ${NEWEST_FIRST} LIMIT ${ranked}`;
}

/**
 * The newest matches, whatever the planner estimates (it takes every prefix for 2% of the posts when the column's
 * statistics hold fewer than 100 common words, as the bench's do). When enough of the newest `probed` posts match,
 * the newest `walked` are read in the list's order until `ranked` of them match: those are then the newest `ranked`
 * matches of all, since every post past the walk is older. A walk not made, or one that finds fewer, leaves the
 * index to read every match (newestFromIndex).
 */
export function newestMatches(query: string, now: Date, limits: MatchLimits = LIMITS): Prisma.Sql {
  const { ranked, walked, probed } = limits;
  const matching = Prisma.sql`"search" @@ to_tsquery('pulso', ${query})`;
  return Prisma.sql`WITH "probed" AS MATERIALIZED (
      SELECT COUNT(*) AS "matches" FROM (${newestPosts(now, probed)}) AS "newest" WHERE ${matching}),
    "walked" AS MATERIALIZED (
      SELECT "id", "date", "publishedAt" FROM (${newestPosts(now, walked)}) AS "newest"
      WHERE ${matching} AND (SELECT "matches" FROM "probed") * ${walked} >= ${ranked * probed}
      ORDER BY ${NEWEST_FIRST} LIMIT ${ranked})
    SELECT * FROM "walked" WHERE (SELECT COUNT(*) FROM "walked") = ${ranked}
    UNION ALL
    SELECT * FROM (${newestFromIndex(query, now, limits)}) AS "indexed"
    WHERE (SELECT COUNT(*) FROM "walked") < ${ranked}`;
}

export type NewestMatches = typeof newestMatches;

/**
 * The newest RANKED_MATCHES posts online that match, in the news list's order, each with its relevance: ts_rank
 * weighs title above description above body. Ranked once they are chosen, so only these rows' words are read.
 */
export function rankedOnPostgres(terms: SearchTerm[], now: Date, matches: NewestMatches = newestMatches): Prisma.Sql {
  const query = tsQuery(terms);
  return Prisma.sql`SELECT "newest".*, ts_rank('{0, 0.2, 0.4, 1}', "Post"."search", to_tsquery('pulso', ${query})) AS "relevance"
    FROM (${matches(query, now)}) AS "newest"
    JOIN "Post" ON "Post"."id" = "newest"."id"`;
}
