import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "./generated/prisma/client";
import { env } from "./env";

export const BUSY_TIMEOUT_MS = 5000;

/** WAL lets readers run beside the one writer; FULL makes every 201 durable across a power loss. */
const CONNECTION_PRAGMAS = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = FULL;
  PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
  PRAGMA foreign_keys = ON;
`;

/**
 * Prisma ends a transaction by sending COMMIT, then telling the adapter, which unlocks the next transaction. When the
 * COMMIT itself fails (a full disk refuses the WAL's growth) Prisma never tells it: SQLite keeps the transaction open
 * and every later write waits for ever. Here a failed COMMIT rolls back and unlocks, and the failure goes on to the
 * caller (a 503), so the site writes again once the disk has room.
 */
function rollingBackFailedCommits(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const transaction = await startTransaction(isolationLevel);
    const executeRaw = transaction.executeRaw.bind(transaction);
    transaction.executeRaw = async (query) => {
      try {
        return await executeRaw(query);
      } catch (error) {
        if (query.sql === "COMMIT") {
          // SQLite may have rolled back already, which makes this ROLLBACK fail: either way none is left open.
          await executeRaw({ sql: "ROLLBACK", args: [], argTypes: [] }).catch(() => undefined);
          await transaction.rollback();
        }
        throw error;
      }
    };
    return transaction;
  };
  return adapter;
}

function adapterWithPragmas(url: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaBetterSQLite3({ url, timeout: BUSY_TIMEOUT_MS });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      await adapter.executeScript(CONNECTION_PRAGMAS);
      return rollingBackFailedCommits(adapter);
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
}

export function createPrismaClient(url: string = env().DATABASE_URL): PrismaClient {
  return new PrismaClient({ adapter: adapterWithPragmas(url) });
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/** One client per process: Next.js dev reloads modules, so the instance is kept on globalThis. */
export const db: PrismaClient = globalForPrisma.prisma ?? createPrismaClient();
globalForPrisma.prisma = db;
