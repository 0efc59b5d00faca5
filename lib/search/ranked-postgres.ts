// The newest matches on PostgreSQL, ranked (docs/search.md, "Ranking and its limit"). No "server-only": the bench
// (scripts/performance/bench/postgres-search.ts) times this very statement.
import { Prisma } from "@/lib/generated/prisma/client";
import { tsQuery } from "./match";
import type { SearchTerm } from "./query";
import { RANKED_MATCHES } from "./ranked-page";

/**
 * The newest RANKED_MATCHES posts online that match, in the news list's order, each with its relevance: ts_rank
 * weighs title above description above body. Ranked once they are chosen, so only these rows' words are read.
 */
export function rankedOnPostgres(terms: SearchTerm[], now: Date): Prisma.Sql {
  const query = tsQuery(terms);
  return Prisma.sql`SELECT "newest".*, ts_rank('{0, 0.2, 0.4, 1}', "Post"."search", to_tsquery('pulso', ${query})) AS "relevance"
    FROM (SELECT "id", "date", "publishedAt" FROM "Post"
      WHERE "search" @@ to_tsquery('pulso', ${query}) AND "liveAt" <= ${now}
      ORDER BY "date" DESC, "publishedAt" DESC, "id" DESC LIMIT ${RANKED_MATCHES}) AS "newest"
    JOIN "Post" ON "Post"."id" = "newest"."id"`;
}
