import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { BUSY_TIMEOUT_MS, db } from "./db";
import { isWriteConflict } from "./db-errors";
import { Prisma } from "./generated/prisma/client";

type Limits = { maxWait?: number; timeout?: number };

/** The longest pause between two attempts: writers that collided spread out over up to this long. */
const MAX_PAUSE_MS = 100;

/**
 * A transaction that reads, decides and writes as if alone. SQLite gives that for free (one writer at a time);
 * PostgreSQL at SERIALIZABLE refuses the later of two overlapping writers with a serialization failure, and the
 * transaction runs again, from a fresh read (an If-Match then meets the version the other wrote). A writer keeps
 * trying as long as a SQLite writer waits for its lock, not a number of times: of n writers colliding on one row
 * only one wins each round, so a fixed count failed the last of six writers on a busy machine.
 */
export async function serializable<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, limits: Limits = {}) {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work, { ...limits, isolationLevel: Prisma.TransactionIsolationLevel.Serializable });
    } catch (error) {
      if (!isWriteConflict(error) || Date.now() - started >= BUSY_TIMEOUT_MS) throw error;
      // Apart, and further apart each time, so that the writers that collided do not collide again at once.
      await sleep(Math.random() * Math.min(MAX_PAUSE_MS, 5 * 2 ** attempt));
    }
  }
}
