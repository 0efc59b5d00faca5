import "server-only";
import { isDriverAdapterError, type DriverAdapterError } from "@prisma/driver-adapter-utils";
import { Prisma } from "./generated/prisma/client";

/**
 * Driver error codes meaning the database cannot take writes right now, which the API answers with 503 (try again
 * later) instead of 500. SQLite's extended codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_FSYNC…) count as their primary
 * code; PostgreSQL's are SQLSTATEs, whose class 08 (connection exception) counts as a whole.
 */
const STORE_UNAVAILABLE = new Set([
  "SQLITE_READONLY", // the file, its folder or its disk is read-only
  "SQLITE_FULL", // the disk is full
  "SQLITE_IOERR", // the disk failed a read or a write
  "SQLITE_CANTOPEN", // the file or its write-ahead log cannot be opened
  "SQLITE_BUSY", // another writer held the lock past the busy timeout
  "08", // the connection failed or was lost
  "25006", // a read-only transaction: a standby, or default_transaction_read_only
  "40001", // a serialization failure that outlasted the retries (lib/db-transaction.ts)
  "40P01", // a deadlock
  "53100", // the disk is full
  "53200", // the server is out of memory
  "53300", // too many connections
  "55P03", // a row lock held past lock_timeout
  "57014", // a statement cancelled (a timeout)
  "57P01", // the server is shutting down
  "57P02", // crash shutdown
  "57P03", // the server is starting or cannot take connections now
]);

/**
 * The pg driver's own failures, which carry no SQLSTATE: a pool that found no connection within its timeout, a
 * connection that dropped, a server that did not answer.
 */
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const UNREACHABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i;

const isAdapterError = (value: unknown): value is DriverAdapterError =>
  typeof value === "object" && value !== null && isDriverAdapterError(value);

/** The driver adapter's error, as it came or as Prisma keeps it beside its own kind. */
function adapterErrorOf(error: unknown): DriverAdapterError | undefined {
  if (isAdapterError(error)) return error;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const adapterError = error.meta?.driverAdapterError;
  return isAdapterError(adapterError) ? adapterError : undefined;
}

/**
 * The code the driver gave. Prisma keeps it as its error's code when it has no kind of its own for it (SQLITE_READONLY,
 * SQLITE_FULL), and beside the kind when it has one (SQLITE_BUSY is a timeout, P1008); while connecting, the driver
 * adapter's error comes as it is.
 */
function driverCode(error: unknown): string | undefined {
  const adapterError = adapterErrorOf(error);
  const cause = adapterError?.cause as { originalCode?: string; code?: string } | undefined;
  if (cause?.originalCode) return cause.originalCode;
  if (cause?.code) return cause.code;
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code : undefined;
}

const sqlStateClass = (code: string) => (/^08[0-9A-Z]{3}$/.test(code) ? "08" : code);
const primaryCode = (code: string) => (code.startsWith("SQLITE_") ? code.split("_", 2).join("_") : code);

/** Two writers overlapped: the later one may run again (lib/db-transaction.ts). */
export function isWriteConflict(error: unknown): boolean {
  const code = driverCode(error);
  return (
    (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2034") ||
    code === "40001" ||
    code === "40P01"
  );
}

/**
 * SQLite's lock was not there to take: held past the busy timeout, or (SQLITE_BUSY_SNAPSHOT, reported as SQLITE_BUSY)
 * a transaction that read first found, when it came to write, that another process had written since. The second is
 * over at once, and the transaction may run again from a fresh read (lib/db-transaction.ts).
 */
export const isSqliteBusy = (error: unknown) => primaryCode(driverCode(error) ?? "") === "SQLITE_BUSY";

function isUnreachable(error: unknown): boolean {
  const kind = adapterErrorOf(error)?.cause.kind;
  return (
    (kind !== undefined && UNREACHABLE_KINDS.has(kind)) ||
    (error instanceof Error && UNREACHABLE_MESSAGES.test(error.message))
  );
}

export function isStoreUnavailable(error: unknown): boolean {
  if (isWriteConflict(error) || isUnreachable(error)) return true;
  const code = driverCode(error);
  if (code === undefined) return false;
  return STORE_UNAVAILABLE.has(primaryCode(code)) || STORE_UNAVAILABLE.has(sqlStateClass(code));
}
