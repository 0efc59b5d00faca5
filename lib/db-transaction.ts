import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { BUSY_TIMEOUT_MS, db } from "./db";
import { isSqliteBusy, isWriteConflict } from "./db-errors";
import { Prisma, type PrismaClient } from "./generated/prisma/client";

/** `client`: the site's own, or the one an operator's command made (npm run team:account). */
type Limits = { maxWait?: number; timeout?: number; client?: PrismaClient };

/** The longest pause between two attempts: writers that collided spread out over up to this long. */
const MAX_PAUSE_MS = 100;

/**
 * A transaction that reads, decides and writes as if alone. SQLite gives that for free within a process (one writer
 * at a time), and refuses a transaction of another process (an operator's command) whose read went stale (BUSY);
 * PostgreSQL at SERIALIZABLE refuses the later of two overlapping writers with a serialization failure, and the
 * transaction runs again, from a fresh read (an If-Match then meets the version the other wrote). A writer keeps
 * trying as long as a SQLite writer waits for its lock, not a number of times: of n writers colliding on one row
 * only one wins each round, so a fixed count failed the last of six writers on a busy machine.
 */
export async function serializable<T>(
  work: (tx: Prisma.TransactionClient) => Promise<T>,
  { client = db, ...limits }: Limits = {},
) {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.$transaction(work, {
        ...limits,
        isolationLevel: Prisma.TransactionIsolationLevel.Serializable,
      });
    } catch (error) {
      const collided = isWriteConflict(error) || isSqliteBusy(error);
      if (!collided || Date.now() - started >= BUSY_TIMEOUT_MS) throw error;
      // Apart, and further apart each time, so that the writers that collided do not collide again at once.
      await sleep(Math.random() * Math.min(MAX_PAUSE_MS, 5 * 2 ** attempt));
    }
  }
}
