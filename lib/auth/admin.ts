import "server-only";
import { credentials } from "../credentials";
import { sameSecret } from "../same-secret";
import { hashPassword, verifyPassword } from "./password";

let adminPasswordHash: Promise<string> | undefined;

/** Hashed once per process, so each sign-in compares against a stored hash, never the clear text. */
function storedAdminHash(): Promise<string> {
  adminPasswordHash ??= hashPassword(credentials().adminPassword);
  return adminPasswordHash;
}

const normalizedEmail = (email: string) => email.trim().toLowerCase();

export const isAdminEmail = (email: string) =>
  sameSecret(normalizedEmail(email), normalizedEmail(credentials().adminEmail));

/**
 * The password is always checked, even for a wrong e-mail, so the answer time does not tell
 * which of the two was wrong.
 */
export async function isAdmin(email: string, password: string): Promise<boolean> {
  const emailMatches = isAdminEmail(email);
  const passwordMatches = await verifyPassword(password, await storedAdminHash());
  return emailMatches && passwordMatches;
}
