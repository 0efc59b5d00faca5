import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "../db";
import { roleOf, type Role } from "../team/roles";
import { normalizedEmail, type AccountStatus } from "./accounts";
import { hashPassword, verifyPassword } from "./password";

/** Who signed in: what a session names and what a save records. */
export type SignedInAccount = { id: string; email: string; role: Role };

let unknownAccountHash: Promise<string> | undefined;

/** Hashed once per process: an address with no account costs the same scrypt as one with an account. */
function hashForNoAccount(): Promise<string> {
  unknownAccountHash ??= hashPassword(randomBytes(18).toString("base64url"));
  return unknownAccountHash;
}

/**
 * The active account the e-mail names (in any case, with any surrounding spaces) when the password is its own, else
 * null. The password is always hashed, against a stand-in hash when the address has no account or no password yet, so
 * the answer time does not tell a wrong e-mail, a wrong password and a deactivated account apart.
 */
export async function accountSigningIn(email: string, password: string): Promise<SignedInAccount | null> {
  const account = await db.account.findUnique({
    where: { email: normalizedEmail(email) },
    select: { id: true, email: true, role: true, status: true, passwordHash: true },
  });
  const matches = await verifyPassword(password, account?.passwordHash ?? (await hashForNoAccount()));
  if (!account?.passwordHash || !matches || account.status !== ("active" satisfies AccountStatus)) return null;
  return { id: account.id, email: account.email, role: roleOf(account.role) };
}
