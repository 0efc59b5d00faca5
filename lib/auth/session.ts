import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "../db";
import type { SignedInAccount } from "./account-password";
import { roleOf } from "../team/roles";
import { keyed } from "./credentials-key";
import { sessionDevice, type DeviceClass } from "./session-device";

export const SESSION_IDLE_MS = 4 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** How long a session waits for its second factor after the password (lib/auth/second-factor.ts). */
export const FACTOR_WINDOW_MS = 10 * 60 * 1000;
/** Wrong codes a waiting session takes before it ends: the password must then be given again, under its throttle. */
export const MAX_FACTOR_FAILURES = 5;
/** Activity is written at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Keyed with SESSION_SECRET and the editor's credentials: rotating the secret or changing
 * ADMIN_EMAIL or ADMIN_PASSWORD makes every earlier token hash to nothing stored, so every session ends.
 */
const tokenHash = (token: string) => keyed("session", token);

const isExpired = (session: { lastSeenAt: Date; expiresAt: Date }, now: Date) =>
  now >= session.expiresAt || now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS;

/**
 * A fresh 256-bit token for every sign-in of the account; the caller puts it in the cookie, the database keeps its
 * hash, and the account's last sign-in is now. `userAgent` tells the person's list of sessions what device it is.
 */
export async function createSession(
  accountId: string,
  now: Date = new Date(),
  failedSignInsBefore = 0,
  userAgent: string | null = null,
  { factorPending = false, factorSetup = false }: { factorPending?: boolean; factorSetup?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.editorSession.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: new Date(now.getTime() - SESSION_IDLE_MS) } }] },
  });
  await db.editorSession.create({
    data: {
      tokenHash: tokenHash(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + (factorPending ? FACTOR_WINDOW_MS : SESSION_LIFETIME_MS)),
      failedSignInsBefore,
      accountId,
      factorPending,
      factorSetup,
      ...sessionDevice(userAgent),
    },
  });
  if (!factorPending) await db.account.update({ where: { id: accountId }, data: { lastSignInAt: now } });
  return token;
}

/**
 * `factorSetup`: the person's role must have a second factor and they have none yet, so the session opens only their
 * account page, to add one (lib/auth/factor-requirement.ts).
 */
export type LiveSession = {
  failedSignInsBefore: number;
  account: SignedInAccount;
  factorSetup: boolean;
  /** When its person gave their password or passkey (lib/auth/recent-sign-in.ts). */
  signedInAt: Date;
};

const accountFields = { select: { id: true, email: true, role: true, status: true } } as const;

/**
 * The session the token belongs to while it lives and its account is active, read with the account on every request
 * (nothing is cached, so a deactivation shuts it at once); an expired one is deleted on the way.
 */
export async function liveSession(token: string | undefined, now: Date = new Date()): Promise<LiveSession | null> {
  if (!token) return null;
  const where = { tokenHash: tokenHash(token) };
  const session = await db.editorSession.findUnique({ where, include: { account: accountFields } });
  if (!session) return null;
  if (isExpired(session, now)) {
    await db.editorSession.deleteMany({ where });
    return null;
  }
  const { account } = session;
  // Waiting for its second factor: it opens nothing but the code's page (pendingSession).
  if (account?.status !== "active" || session.factorPending) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.editorSession.updateMany({ where, data: { lastSeenAt: now } });
  }
  return {
    failedSignInsBefore: session.failedSignInsBefore,
    factorSetup: session.factorSetup,
    signedInAt: session.createdAt,
    account: { id: account.id, email: account.email, role: roleOf(account.role) },
  };
}

export const isLiveSession = async (token: string | undefined, now: Date = new Date()) =>
  (await liveSession(token, now)) !== null;

export async function deleteSession(token: string | undefined): Promise<void> {
  if (token) await db.editorSession.deleteMany({ where: { tokenHash: tokenHash(token) } });
}

/** A live session of a person, as their account page lists it. */
export type SessionSummary = {
  deviceClass: DeviceClass | null;
  browser: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

const liveWhere = (accountId: string, now: Date) => ({
  accountId,
  factorPending: false,
  expiresAt: { gt: now },
  lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_MS) },
});

/** The person's live sessions, the latest seen first, the one of `currentToken` marked. */
export async function sessionsOf(
  accountId: string,
  currentToken: string | undefined,
  now: Date = new Date(),
): Promise<SessionSummary[]> {
  const current = currentToken ? tokenHash(currentToken) : null;
  const rows = await db.editorSession.findMany({ where: liveWhere(accountId, now), orderBy: { lastSeenAt: "desc" } });
  return rows.map((row) => ({
    deviceClass: row.deviceClass as DeviceClass | null,
    browser: row.browser,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.tokenHash === current,
  }));
}

/** Ends every session of the person but the one of `keptToken`; how many ended. */
export async function endOtherSessions(accountId: string, keptToken: string): Promise<number> {
  const { count } = await db.editorSession.deleteMany({
    where: { accountId, tokenHash: { not: tokenHash(keptToken) } },
  });
  return count;
}

/** The session of `token` while it waits for its second factor and its person is active: whose it is, or null. */
export async function pendingSession(token: string | undefined, now: Date = new Date()) {
  if (!token) return null;
  const session = await db.editorSession.findUnique({
    where: { tokenHash: tokenHash(token) },
    select: { factorPending: true, expiresAt: true, account: accountFields },
  });
  if (!session?.factorPending || now >= session.expiresAt || session.account?.status !== "active") return null;
  return { accountId: session.account.id, email: session.account.email };
}

/**
 * The second factor was given: the waiting session becomes a whole one, from now, with the failed sign-ins it is to
 * show. False when it had ended meanwhile (a reset, its tries spent by a parallel guess), and nothing opens.
 */
export async function openPendingSession(
  token: string,
  accountId: string,
  now: Date = new Date(),
  failedSignInsBefore = 0,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.editorSession.updateMany({
      where: { tokenHash: tokenHash(token), accountId, factorPending: true },
      data: {
        factorPending: false,
        failedSignInsBefore,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      },
    });
    if (count === 1) await tx.account.update({ where: { id: accountId }, data: { lastSignInAt: now } });
    return count === 1;
  });
}

/**
 * Takes one of the waiting session's tries before its code is checked: a single conditional update, so guesses sent
 * at once take no more than MAX_FACTOR_FAILURES between them. False when none is left.
 */
export async function takeFactorTry(token: string): Promise<boolean> {
  const { count } = await db.editorSession.updateMany({
    where: { tokenHash: tokenHash(token), factorPending: true, factorFailures: { lt: MAX_FACTOR_FAILURES } },
    data: { factorFailures: { increment: 1 } },
  });
  return count === 1;
}

/** After a wrong code: ends the waiting session once its tries are spent. True while it may try again. */
export async function endSpentPendingSession(token: string): Promise<boolean> {
  const { count } = await db.editorSession.deleteMany({
    where: { tokenHash: tokenHash(token), factorPending: true, factorFailures: { gte: MAX_FACTOR_FAILURES } },
  });
  return count === 0;
}

/**
 * The person added a second factor from the session of `token`: it opens everything their role may, and their other
 * sessions still waiting for one end, since nothing but a password opened them.
 */
export async function endFactorSetup(token: string | undefined, accountId: string): Promise<void> {
  if (!token) return;
  const hash = tokenHash(token);
  await db.$transaction([
    db.editorSession.updateMany({ where: { tokenHash: hash, accountId }, data: { factorSetup: false } }),
    db.editorSession.deleteMany({ where: { accountId, factorSetup: true, tokenHash: { not: hash } } }),
  ]);
}
