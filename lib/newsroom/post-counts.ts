// A post's page counts (lib/analytics/) live under its path: they follow a rename, in the rename's transaction, and a
// purged post's counts do not pass to a new post that takes its id.
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { postPath } from "../urls";

type Tx = Prisma.TransactionClient;

/** The counts of /post/{from} added to those of /post/{to}, day by day; the visitors of today keep their minute. */
export async function movePostCounts(tx: Tx, fromId: string, toId: string): Promise<void> {
  const [from, to] = [postPath(fromId), postPath(toId)];
  await tx.$executeRaw`
    INSERT INTO "PageDay" ("day", "path", "views", "visitors", "held")
    SELECT "day", ${to}, "views", "visitors", "held" FROM "PageDay" WHERE "path" = ${from}
    ON CONFLICT ("day", "path") DO UPDATE SET
      "views" = "PageDay"."views" + excluded."views", "visitors" = "PageDay"."visitors" + excluded."visitors",
      "held" = "PageDay"."held" + excluded."held"`;
  await tx.$executeRaw`
    INSERT INTO "PageSource" ("day", "path", "referrer", "device", "views")
    SELECT "day", ${to}, "referrer", "device", "views" FROM "PageSource" WHERE "path" = ${from}
    ON CONFLICT ("day", "path", "referrer", "device") DO UPDATE SET "views" = "PageSource"."views" + excluded."views"`;
  await tx.$executeRaw`
    INSERT INTO "PageVisitor" ("day", "path", "visitor", "seenAt")
    SELECT "day", ${to}, "visitor", "seenAt" FROM "PageVisitor" WHERE "path" = ${from}
    ON CONFLICT DO NOTHING`;
  for (const deletion of forgetPostCounts(tx, fromId)) await deletion;
  await tx.pageVisitor.deleteMany({ where: { path: from } });
}

/**
 * The deletions of the counts under /post/{id}, for a transaction to run. The day's visitors are left to die with
 * it: their table has no index by path, and a post is created far more often than renamed.
 */
export function forgetPostCounts(tx: Tx, id: string) {
  const where = { path: postPath(id) };
  return [tx.pageDay.deleteMany({ where }), tx.pageSource.deleteMany({ where })];
}
