// The audit log is kept a year (issue 41); the hourly upkeep (lib/public-upkeep.ts) deletes what is older.
import "server-only";
import { db } from "../db";

/** A year and a week: an event is never gone before its anniversary, whatever the leap years and clocks. */
export const AUDIT_KEEP_DAYS = 372;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the events older than AUDIT_KEEP_DAYS before `now`; answers how many. */
export async function sweepAuditLog(now: Date = new Date()): Promise<number> {
  const { count } = await db.auditEvent.deleteMany({
    where: { at: { lt: new Date(now.getTime() - AUDIT_KEEP_DAYS * DAY_MS) } },
  });
  return count;
}
