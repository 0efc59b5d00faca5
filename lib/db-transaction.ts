import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "./db";
import { isWriteConflict } from "./db-errors";
import { Prisma } from "./generated/prisma/client";

const ATTEMPTS = 5;

type Limits = { maxWait?: number; timeout?: number };

/**
 * A transaction that reads, decides and writes as if alone. SQLite gives that for free (one writer at a time);
 * PostgreSQL at SERIALIZABLE refuses the later of two overlapping writers with a serialization failure, and the
 * transaction runs again, from a fresh read (an If-Match then meets the version the other wrote).
 */
export async function serializable<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, limits: Limits = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work, { ...limits, isolationLevel: Prisma.TransactionIsolationLevel.Serializable });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isWriteConflict(error)) throw error;
      // Apart, so that the writers that collided do not collide again at once.
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
