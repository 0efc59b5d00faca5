// Who a view's reader is for one day only: an HMAC of the client's address and user agent keyed by the day's salt. The
// salt is random, kept in the database so that every app server hashes alike, and deleted once its day is over: the
// same reader tomorrow is a stranger, and nobody, the site included, can tell the address back from a hash.
import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { db } from "../db";

let current: { day: string; salt: Promise<string> } | undefined;

/** The day's salt, made by whichever server asks first. */
async function saltOf(day: string): Promise<string> {
  await db.$executeRaw`
    INSERT INTO "VisitorSalt" ("day", "salt") VALUES (${day}, ${randomBytes(32).toString("base64url")})
    ON CONFLICT ("day") DO NOTHING`;
  const { salt } = await db.visitorSalt.findUniqueOrThrow({ where: { day } });
  return salt;
}

/** The salt of `day` (Mexico City's YYYY-MM-DD), read once per day and process. */
export function daySalt(day: string): Promise<string> {
  if (current?.day !== day) {
    const salt = saltOf(day);
    current = { day, salt };
    // A failed read is asked again by the next view rather than kept.
    salt.catch(() => {
      if (current?.salt === salt) current = undefined;
    });
  }
  return current.salt;
}

/** The visitor's hash for the day of `salt`; 128 bits, so two readers of a day never share one. */
export const visitorHash = (salt: string, address: string, userAgent: string) =>
  createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 22);

/** Deletes the salts and the visitor hashes of the days before `day`: nothing is left to follow a reader by. */
export async function forgetDaysBefore(day: string): Promise<void> {
  const before = { day: { lt: day } };
  await db.visitorSalt.deleteMany({ where: before });
  await db.pageVisitor.deleteMany({ where: before });
}
