import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
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

function adapterWithPragmas(url: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaBetterSQLite3({ url, timeout: BUSY_TIMEOUT_MS });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      await adapter.executeScript(CONNECTION_PRAGMAS);
      return adapter;
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
