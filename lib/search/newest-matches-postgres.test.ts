// PostgreSQL only: the newest matches walked to from the newest posts are exactly those the GIN index gives.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import type { Prisma } from "@/lib/generated/prisma/client";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { tsQuery } from "./match";
import { parseSearch } from "./query";
import { rankedPage } from "./ranked-page";
import { newestFromIndex, newestMatches, rankedOnPostgres, type MatchLimits } from "./ranked-postgres";

afterAll(() => db.$disconnect());

const uniqueWord = () => `zq${Array.from(randomBytes(12), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
const [word, rare] = [uniqueWord(), uniqueWord()];

/** Newest first: which of the twelve newest posts hold `word`; the last two share a date, the last holds `rare`. */
const HOLDS_WORD = [true, false, true, true, false, false, true, false, true, true, false, true];

beforeAll(async () => {
  for (const [index, holds] of [...HOLDS_WORD.entries()].reverse()) {
    const day = String(Math.max(11 - index, 1)).padStart(2, "0");
    const title = `Noche ${holds ? `de ${word}` : "sin palabra"}${index === HOLDS_WORD.length - 1 ? ` y ${rare}` : ""}`;
    await publishPost(aPost({ title, date: `2990-01-${day}` }));
  }
  // Newer than all, and not online: never walked to, never found.
  await createPost({ ...aPost({ title: word, date: "2990-02-01" }), status: "draft", savedBy: "test" });
});

type Matches = (query: string, now: Date) => Prisma.Sql;
const idsOf = async (matches: Prisma.Sql) => (await db.$queryRaw<{ id: string }[]>(matches)).map((row) => row.id);
const pageOf = (matches: Matches) =>
  db.$queryRaw(rankedPage(rankedOnPostgres(parseSearch(word), new Date(), matches), 100, 0));

describe("the newest matches on PostgreSQL", () => {
  it("are those the index gives, whether the walk finds them all, stops short or is not made", async () => {
    const now = new Date();
    const query = tsQuery(parseSearch(word));
    const cases: MatchLimits[] = [
      // Walked: 3 of the newest 6 match, and 1 of the newest 2.
      { ranked: 3, walked: 6, probed: 2 },
      // Walked, then from the index: the newest 6 hold 3 of the 5, the others are older.
      { ranked: 5, walked: 6, probed: 2 },
      // From the index: 1 of the newest 2 is too few for 3 among 4.
      { ranked: 3, walked: 4, probed: 2 },
      // Every post walked: more are asked for than match.
      { ranked: 20, walked: 40, probed: 12 },
    ];
    for (const limits of cases) {
      const fromIndex = await idsOf(newestFromIndex(query, now, limits));
      expect(fromIndex.length).toBe(Math.min(limits.ranked, HOLDS_WORD.filter(Boolean).length));
      expect(await idsOf(newestMatches(query, now, limits))).toEqual(fromIndex);
      expect(await pageOf((q, at) => newestMatches(q, at, limits))).toEqual(
        await pageOf((q, at) => newestFromIndex(q, at, limits)),
      );
    }
  });

  it("walks to a common word's matches without reading the index, and reads a rare word's from it", async () => {
    const walkable = { ranked: 3, walked: 6, probed: 2 };
    /** Whether the statement read the index: the first Limit after the fallback's gate ran. */
    const readsIndex = async (searched: string, limits: MatchLimits = walkable) => {
      const sql = newestMatches(tsQuery(parseSearch(searched)), new Date(), limits);
      const rows = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ANALYZE ${sql.text}`, ...sql.values);
      const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
      const fallback = plan.slice(plan.indexOf(`< '${limits.ranked}'::bigint)`));
      return !/->  Limit[^\n]*\(never executed\)/.test(fallback.slice(fallback.indexOf("->  Limit")).split("\n")[0]);
    };
    expect(await readsIndex(word)).toBe(false);
    expect(await readsIndex(rare)).toBe(true);
    // 1 of the newest 2 promises 3 matches in 6 posts, not in 4: the walk is not tried.
    expect(await readsIndex(word, { ranked: 3, walked: 4, probed: 2 })).toBe(true);
  });
});
