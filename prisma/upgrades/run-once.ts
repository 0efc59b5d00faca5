// Changes to stored data that code must make, because SQL cannot compute them (a slug rule written in TypeScript),
// each made once by `npm start` before the server serves (scripts/operations/prepare-db.ts). The row of DataUpgrade
// that records it is written first, in the same transaction: of several servers starting at once on one PostgreSQL
// database, one makes the change and the others find the row taken.
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";

export type Transaction = Prisma.TransactionClient;

/** Long enough for an archive of 100,000 posts: readers wait for nothing, the server is not listening yet. */
const UPGRADE_TIMEOUT_MS = 5 * 60 * 1000;

const isTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

/** Makes the upgrade `name` unless it was made already; its outcome, or null when there was nothing to do. */
export async function runOnce<T>(
  db: PrismaClient,
  name: string,
  upgrade: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  if (await db.dataUpgrade.findUnique({ where: { name } })) return null;
  try {
    return await db.$transaction(
      async (tx) => {
        await tx.dataUpgrade.create({ data: { name } });
        return upgrade(tx);
      },
      { timeout: UPGRADE_TIMEOUT_MS, maxWait: UPGRADE_TIMEOUT_MS },
    );
  } catch (error) {
    if (isTaken(error)) return null;
    throw error;
  }
}
