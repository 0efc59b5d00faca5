import { createHash, timingSafeEqual } from "node:crypto";
import { credentials } from "../credentials";
import { hashPassword, verifyPassword } from "./password";

let adminPasswordHash: Promise<string> | undefined;

/** Hashed once per process, so each sign-in compares against a stored hash, never the clear text. */
function storedAdminHash(): Promise<string> {
  adminPasswordHash ??= hashPassword(credentials().adminPassword);
  return adminPasswordHash;
}

const digest = (value: string) => createHash("sha256").update(value.trim().toLowerCase(), "utf8").digest();

/**
 * The password is always checked, even for a wrong e-mail, so the answer time does not tell
 * which of the two was wrong.
 */
export async function isAdmin(email: string, password: string): Promise<boolean> {
  const emailMatches = timingSafeEqual(digest(email), digest(credentials().adminEmail));
  const passwordMatches = await verifyPassword(password, await storedAdminHash());
  return emailMatches && passwordMatches;
}
