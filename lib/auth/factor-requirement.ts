// The Administrador's choice that Editors and Administradores sign in with a second factor (docs/team.md): a passkey
// or an authenticator app's code. Kept in SiteSetting, so every app server asks the same.
import "server-only";
import { record } from "../audit/record";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { readSetting, SITE_SETTINGS, writeSetting } from "../site-settings";
import { roleOf, type Role } from "../team/roles";
import { unseal } from "./sealed-secret";

type Client = Pick<Prisma.TransactionClient, "siteSetting" | "account" | "totp" | "passkey">;

/** The roles the requirement applies to: those who may publish any post and change the site. */
export const FACTOR_ROLES: readonly Role[] = ["editor", "administrador"];

const REQUIRED = "editors";

export async function secondFactorRequired(client: Client = db): Promise<boolean> {
  return (await readSetting(client, SITE_SETTINGS.secondFactorRequired)) === REQUIRED;
}

/** Turns the requirement on or off; `by` is the Administrador, recorded in the audit log when it changed. */
export async function requireSecondFactor(required: boolean, by: string, now: Date = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    if ((await secondFactorRequired(tx)) === required) return;
    await writeSetting(tx, SITE_SETTINGS.secondFactorRequired, required ? REQUIRED : "");
    await record(tx, {
      actorId: by,
      kind: "security-changed",
      subject: "second-factor",
      detail: { required },
      at: now,
    });
  });
}

/** An authenticator counts once confirmed and readable: one sealed under an earlier SESSION_SECRET cannot check a code. */
export function usableAuthenticator(totp: { confirmedAt: Date | null; secret: string } | null): boolean {
  return Boolean(totp?.confirmedAt && unseal(totp.secret) !== null);
}

/** The person's factors: a usable authenticator, and how many passkeys. */
export async function factorsOf(accountId: string, client: Client = db) {
  const [totp, passkeys] = await Promise.all([
    client.totp.findUnique({ where: { accountId }, select: { confirmedAt: true, secret: true } }),
    client.passkey.count({ where: { accountId } }),
  ]);
  return { authenticator: usableAuthenticator(totp), passkeys };
}

/** Whether the person's role must have a second factor now. */
export async function mustHaveFactor(role: Role, client: Client = db): Promise<boolean> {
  return FACTOR_ROLES.includes(role) && (await secondFactorRequired(client));
}

/** Removing one's last factor while the role must have one: refused, so the next sign-in is not password-only. */
export class LastFactorError extends Error {}

/**
 * Throws LastFactorError when `accountId` would keep no factor after losing `removing` (its authenticator, or one
 * passkey) while their role must have one. Run inside the removal's transaction.
 */
export async function keepAFactor(client: Client, accountId: string, removing: "authenticator" | "passkey") {
  const account = await client.account.findUnique({ where: { id: accountId }, select: { role: true } });
  if (!account || !(await mustHaveFactor(roleOf(account.role), client))) return;
  const { authenticator, passkeys } = await factorsOf(accountId, client);
  // An authenticator still waiting for its first code is no factor: removing it loses nothing.
  if (removing === "authenticator" && !authenticator) return;
  const left = Number(authenticator) + passkeys - 1;
  if (left < 1) throw new LastFactorError("Your role must keep a second factor: add another before removing this one.");
}
