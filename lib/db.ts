import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  Transaction,
} from "@prisma/driver-adapter-utils";
import { PrismaClient } from "./generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "./generated/prisma-pg/client";
import { isPostgresUrl } from "./database-url";
import { env } from "./env";
import { timedQueries } from "./metrics/database";
import { keepProcessDatabase } from "./process-database";

export const BUSY_TIMEOUT_MS = 5000;

/** WAL lets readers run beside the one writer; FULL makes every 201 durable across a power loss. */
const CONNECTION_PRAGMAS = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = FULL;
  PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
  PRAGMA foreign_keys = ON;
`;

const ROLLBACK = { sql: "ROLLBACK", args: [], argTypes: [] };

/**
 * Prisma ends a transaction by sending COMMIT or ROLLBACK, then telling the adapter, which unlocks the next
 * transaction (SQLite) or gives the connection back to the pool (PostgreSQL). When that statement fails, Prisma never
 * tells it: on SQLite (a full disk refuses the WAL's growth) the transaction stays open and every later write waits
 * for ever; on PostgreSQL (SERIALIZABLE refusing the later of two writers "during commit attempt", a deferred
 * constraint, a broken connection) the connection is never returned, and once the pool's ten are gone every query
 * times out. Here a failed COMMIT rolls back and lets go, a failed ROLLBACK lets go, and the failure goes on to the
 * caller (a retry, a 409 or a 503).
 *
 * A transaction that is still being opened when the client disconnects (Prisma cancels the ones it knows, and this one
 * it does not know yet) would hold its connection for good, and the pool's end waits for every connection: the
 * disconnect would never return. Here the disconnect rolls back whatever is still open, and a transaction opened after
 * it is rolled back at once.
 */
function closingEveryTransaction(adapter: SqlDriverAdapter): SqlDriverAdapter {
  /** Each open transaction, with how to roll it back and let its connection go. */
  const open = new Map<Transaction, () => Promise<void>>();
  let disposing = false;

  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const transaction = await startTransaction(isolationLevel);
    const executeRaw = transaction.executeRaw.bind(transaction);
    const [commit, rollback] = [transaction.commit.bind(transaction), transaction.rollback.bind(transaction)];
    transaction.commit = () => (open.delete(transaction), commit());
    transaction.rollback = () => (open.delete(transaction), rollback());
    const letGo = async () => {
      // SQLite may have rolled back already, which makes this ROLLBACK fail: either way none is left open.
      await executeRaw(ROLLBACK).catch(() => undefined);
      await transaction.rollback();
    };
    transaction.executeRaw = async (query) => {
      try {
        return await executeRaw(query);
      } catch (error) {
        if (query.sql === "COMMIT") await letGo();
        else if (query.sql === "ROLLBACK") await transaction.rollback();
        throw error;
      }
    };
    if (disposing) {
      await letGo();
      throw new Error("The database client is disconnecting: no transaction may start.");
    }
    open.set(transaction, letGo);
    return transaction;
  };

  const dispose = adapter.dispose.bind(adapter);
  adapter.dispose = async () => {
    disposing = true;
    await Promise.allSettled([...open.values()].map((letGo) => letGo()));
    await dispose();
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
      return closingEveryTransaction(adapter);
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
}

/** Connections per process: each app server holds at most this many, so N servers stay within max_connections. */
export const POSTGRES_POOL_SIZE = 10;
/** A server that does not answer within this time makes the request a 503 rather than a hang. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

/**
 * pg and its adapter load on the first connection, so a SQLite site loads nothing of PostgreSQL. A row locked by
 * another server's transaction is waited for as long as SQLite waits for its lock.
 */
function postgresAdapter(url: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = import("@prisma/adapter-pg").then(
    ({ PrismaPg }) =>
      new PrismaPg({
        connectionString: url,
        max: POSTGRES_POOL_SIZE,
        connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
        idleTimeoutMillis: 30_000,
        lock_timeout: BUSY_TIMEOUT_MS,
      }),
  );
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: async () => closingEveryTransaction(await (await factory).connect()),
    connectToShadowDb: async () => (await factory).connectToShadowDb(),
  };
}

/**
 * The PostgreSQL client is generated from a schema with the same models (prisma/schemas.test.ts keeps them equal), so
 * it answers the same calls: the rest of the code keeps the one type. Either is extended to time its queries
 * (lib/metrics/database.ts); an extended client answers every call the code makes of a client.
 */
export function createPrismaClient(url: string = env().DATABASE_URL): PrismaClient {
  const client = isPostgresUrl(url)
    ? new PostgresPrismaClient({ adapter: postgresAdapter(url) }).$extends(timedQueries)
    : new PrismaClient({ adapter: adapterWithPragmas(url) }).$extends(timedQueries);
  return client as unknown as PrismaClient;
}

/** Whether this process's database is PostgreSQL, for the few queries whose portable form differs. */
export const onPostgres = () => isPostgresUrl(env().DATABASE_URL);

/** One client per process (lib/process-database.ts). */
export const db: PrismaClient = keepProcessDatabase(() => createPrismaClient());
