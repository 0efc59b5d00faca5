// The names the posts give their authors, read from the index on Post's author without reading the posts.
import "server-only";
import { db } from "@/lib/db";
import { visibleAt } from "@/lib/newsroom/post-state";
import { newestFirst } from "@/lib/posts";
import { groupBySlug } from "./author-slug";

/**
 * Every distinct author text of the posts, in any state: one step of the author index per name (a loose index scan),
 * so an archive of 100,000 posts by a few hundred authors costs a few hundred lookups, never a scan of the posts.
 * `client`: a transaction's, for a data upgrade (prisma/upgrades/).
 */
export async function authorNames(client: Pick<typeof db, "$queryRaw"> = db): Promise<string[]> {
  const rows = await client.$queryRaw<{ author: string | null }[]>`
    WITH RECURSIVE "names"("author") AS (
      SELECT MIN("author") FROM "Post"
      UNION ALL
      SELECT (SELECT MIN("author") FROM "Post" WHERE "author" > "names"."author") FROM "names"
      WHERE "names"."author" IS NOT NULL
    )
    SELECT "author" FROM "names" WHERE "author" IS NOT NULL`;
  return rows.map(({ author }) => author as string);
}

/** The texts of the posts by the author `slug` (several spellings may fold to it); empty for an unknown author. */
export async function namesOf(slug: string): Promise<string[]> {
  return groupBySlug(await authorNames()).get(slug) ?? [];
}

/**
 * The author's name as their newest post writes it (among the posts online when `online`), from the author index;
 * undefined when there is no such post.
 */
export async function newestSpelling(names: string[], { online }: { online: boolean }): Promise<string | undefined> {
  const newest = await db.post.findFirst({
    where: { author: { in: names }, ...(online && visibleAt()) },
    orderBy: newestFirst,
    select: { author: true },
  });
  return newest?.author.trim();
}
