// The one sender of the boletín, whichever server or command it runs in: a row with its owner and an expiry, taken
// and renewed by conditional updates that SQLite and PostgreSQL both decide one writer at a time.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

const LEASE = "newsletter-sender";
/** How long a holder that stops renewing (a crash, a SIGKILL) keeps others waiting. */
export const LEASE_MS = 60_000;

const until = (now: Date) => new Date(now.getTime() + LEASE_MS);

/**
 * True when `owner` holds the lease from now: it was free, expired, or already its own. Of two takers at once, the
 * update of one makes the other's condition false (PostgreSQL re-reads the row it waited for; SQLite writes one at a
 * time), and the insert of a first lease fails for the second on the primary key.
 */
export async function takeLease(owner: string, now: Date): Promise<boolean> {
  const taken = await db.senderLease.updateMany({
    where: { name: LEASE, OR: [{ expiresAt: { lte: now } }, { owner }] },
    data: { owner, expiresAt: until(now) },
  });
  if (taken.count > 0) return true;
  try {
    await db.senderLease.create({ data: { name: LEASE, owner, expiresAt: until(now) } });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return false;
    throw error;
  }
}

/** Extends a lease still held; false when it expired and someone else took it. */
export async function renewLease(owner: string, now: Date): Promise<boolean> {
  const renewed = await db.senderLease.updateMany({ where: { name: LEASE, owner }, data: { expiresAt: until(now) } });
  return renewed.count > 0;
}

/** Lets the next sender start at once rather than after the expiry. */
export async function releaseLease(owner: string, now: Date): Promise<void> {
  await db.senderLease.updateMany({ where: { name: LEASE, owner }, data: { expiresAt: now } });
}
