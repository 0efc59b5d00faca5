import "server-only";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { record } from "../audit/record";
import { db } from "../db";
import { keepAFactor, usableAuthenticator } from "./factor-requirement";
import { serializable } from "../db-transaction";
import { site } from "../site";
import { replaceRecoveryCodes } from "./recovery-codes";
import { seal, unseal } from "./sealed-secret";

/** One 30-second step either side of the server's clock: a phone a little fast or slow, or a code typed slowly. */
const TOLERANCE_S = 30;
const CODE = /^\d{6}$/;

/** The person already has an authenticator: it must be removed before another is set up. */
export class TotpAlreadyOnError extends Error {}
/** No authenticator is waiting for its first code. */
export class TotpNotStartedError extends Error {}

/** The audit's entry of an authenticator the person set up or removed. */
const factorChange = (kind: "factor-added" | "factor-removed", accountId: string, at: Date) => ({
  actorId: accountId,
  kind,
  subject: accountId,
  detail: { factor: "totp" },
  at,
});

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Starts setting up an authenticator app: a new secret, stored sealed and unconfirmed (a restart replaces one still
 * unconfirmed); answers the secret, the otpauth:// address the app reads, and that address as a QR code (SVG).
 */
export async function beginTotp(accountId: string): Promise<{ secret: string; uri: string; qrCode: string }> {
  const secret = generateSecret();
  const email = await serializable(async (tx) => {
    const current = await tx.totp.findUnique({ where: { accountId }, select: { confirmedAt: true } });
    if (current?.confirmedAt) throw new TotpAlreadyOnError("An authenticator is already set up: remove it first.");
    const data = { secret: seal(secret), lastStep: null, confirmedAt: null, createdAt: new Date() };
    await tx.totp.upsert({ where: { accountId }, create: { accountId, ...data }, update: data });
    return (await tx.account.findUniqueOrThrow({ where: { id: accountId }, select: { email: true } })).email;
  });
  const uri = generateURI({ issuer: site.product, label: email, secret });
  // Black modules on white with the quiet zone scanners need, shown by the page as it is.
  return { secret, uri, qrCode: await QRCode.toString(uri, { type: "svg", margin: 4, errorCorrectionLevel: "M" }) };
}

/** The time step of a valid code later than `afterStep`, or null. */
async function stepOf(sealed: string, code: string, afterStep: number | null, now: Date): Promise<number | null> {
  const secret = unseal(sealed);
  if (!secret || !CODE.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochOf(now),
    epochTolerance: TOLERANCE_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional verify's answer covers HOTP too; a TOTP's carries its time step.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * Confirms the authenticator with its first code: from then on sign-in asks for one. Answers the ten recovery codes,
 * shown this once; null when the code is wrong.
 */
export async function confirmTotp(accountId: string, code: string, now: Date = new Date()): Promise<string[] | null> {
  return serializable(async (tx) => {
    const totp = await tx.totp.findUnique({ where: { accountId } });
    if (!totp || totp.confirmedAt) throw new TotpNotStartedError("No authenticator is waiting for its first code.");
    const step = await stepOf(totp.secret, code, null, now);
    if (step === null) return null;
    await tx.totp.update({ where: { accountId }, data: { confirmedAt: now, lastStep: step } });
    const codes = await replaceRecoveryCodes(tx, accountId);
    await record(tx, factorChange("factor-added", accountId, now));
    return codes;
  });
}

/** A code at sign-in: true once per time step, so a code seen over a shoulder cannot be used again. */
export async function acceptTotpCode(accountId: string, code: string, now: Date = new Date()): Promise<boolean> {
  const totp = await db.totp.findUnique({ where: { accountId } });
  if (!totp?.confirmedAt) return false;
  const step = await stepOf(totp.secret, code, totp.lastStep, now);
  if (step === null) return false;
  // Two requests with the same code: only the one that moves the step forward first is accepted.
  const { count } = await db.totp.updateMany({
    where: { accountId, OR: [{ lastStep: null }, { lastStep: { lt: step } }] },
    data: { lastStep: step },
  });
  return count === 1;
}

/** The person's authenticator as their account page shows it: set up since when, and recovery codes left. */
export async function totpStatus(accountId: string) {
  const [totp, left] = await Promise.all([
    db.totp.findUnique({ where: { accountId }, select: { confirmedAt: true } }),
    db.recoveryCode.count({ where: { accountId, usedAt: null } }),
  ]);
  return totp?.confirmedAt ? { since: totp.confirmedAt, recoveryCodesLeft: left } : null;
}

/** Whether sign-in asks the person for a code: an authenticator confirmed and readable with this SESSION_SECRET. */
export async function hasTotp(accountId: string): Promise<boolean> {
  return usableAuthenticator(
    await db.totp.findUnique({ where: { accountId }, select: { secret: true, confirmedAt: true } }),
  );
}

/**
 * Removes the person's authenticator and recovery codes, by themselves: refused (LastFactorError) when it is the last
 * factor their role must keep. An Administrador removes every factor at once instead (lib/members/factor-reset.ts).
 */
export async function removeTotp(accountId: string, now: Date = new Date()): Promise<boolean> {
  return serializable(async (tx) => {
    await keepAFactor(tx, accountId, "authenticator");
    const { count } = await tx.totp.deleteMany({ where: { accountId } });
    await tx.recoveryCode.deleteMany({ where: { accountId } });
    if (count > 0) await record(tx, factorChange("factor-removed", accountId, now));
    return count > 0;
  });
}

/** Ten new recovery codes in place of the old, for a person with an authenticator; null without one. */
export async function renewRecoveryCodes(accountId: string, now: Date = new Date()): Promise<string[] | null> {
  return serializable(async (tx) => {
    const totp = await tx.totp.findUnique({ where: { accountId }, select: { confirmedAt: true } });
    if (!totp?.confirmedAt) return null;
    const codes = await replaceRecoveryCodes(tx, accountId);
    await record(tx, { actorId: accountId, kind: "recovery-codes-renewed", subject: accountId, at: now });
    return codes;
  });
}
