import "server-only";
import { db, onPostgres } from "@/lib/db";
import { ftsMatch, tsQuery } from "./match";
import { parseSearch } from "./query";

/**
 * The dashboard lists at most this many posts for a title search: the editor refines a word that finds more. The
 * dashboard passes them to its query as bound values, and the SQLite driver takes at most 999 in one statement.
 */
export const TITLE_MATCHES = 500;

/**
 * The ids of the posts, in any state, whose title holds every word of `search` (as prefixes), the most recently
 * stored first: from the index's title column instead of a scan of every title.
 */
export async function idsWithTitle(search: string): Promise<string[]> {
  const terms = parseSearch(search);
  if (terms.length === 0) return [];
  const rows = onPostgres()
    ? await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Post"
        WHERE "search" @@ to_tsquery('pulso', ${tsQuery(terms, "title")})
        ORDER BY "updatedAt" DESC LIMIT ${TITLE_MATCHES}`
    : await db.$queryRaw<
        { id: string }[]
      >`SELECT "id" FROM "PostSearch" JOIN "Post" ON "Post".rowid = "PostSearch".rowid
        WHERE "PostSearch" MATCH ${ftsMatch(terms, "title")}
        ORDER BY "PostSearch".rowid DESC LIMIT ${TITLE_MATCHES}`;
  return rows.map(({ id }) => id);
}
