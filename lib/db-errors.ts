import "server-only";
import { isDriverAdapterError, type DriverAdapterError } from "@prisma/driver-adapter-utils";
import { Prisma } from "./generated/prisma/client";

/**
 * Driver error codes meaning the database cannot take writes right now, which the API answers with 503 (try again
 * later) instead of 500. SQLite's extended codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_FSYNC…) count as their primary
 * code. A PostgreSQL adapter adds its SQLSTATEs here (53100 disk full, 25006 read-only transaction, 57P03 cannot
 * connect now…).
 */
const STORE_UNAVAILABLE = new Set([
  "SQLITE_READONLY", // the file, its folder or its disk is read-only
  "SQLITE_FULL", // the disk is full
  "SQLITE_IOERR", // the disk failed a read or a write
  "SQLITE_CANTOPEN", // the file or its write-ahead log cannot be opened
  "SQLITE_BUSY", // another writer held the lock past the busy timeout
]);

const isAdapterError = (value: unknown): value is DriverAdapterError =>
  typeof value === "object" && value !== null && isDriverAdapterError(value);

/**
 * The code the driver gave. Prisma keeps it as its error's code when it has no kind of its own for it (SQLITE_READONLY,
 * SQLITE_FULL), and beside the kind when it has one (SQLITE_BUSY is a timeout, P1008); while connecting, the driver
 * adapter's error comes as it is.
 */
function driverCode(error: unknown): string | undefined {
  if (isAdapterError(error)) return error.cause.originalCode;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const adapterError = error.meta?.driverAdapterError;
  return (isAdapterError(adapterError) && adapterError.cause.originalCode) || error.code;
}

const primaryCode = (code: string) => (code.startsWith("SQLITE_") ? code.split("_", 2).join("_") : code);

export function isStoreUnavailable(error: unknown): boolean {
  const code = driverCode(error);
  return code !== undefined && STORE_UNAVAILABLE.has(primaryCode(code));
}
