import "server-only";
import { z } from "@/lib/zod";
import { record } from "../audit/record";
import { db } from "../db";
import { ApiError } from "../http/api-error";
import { countRefusal } from "../metrics/throttles";
import { accountSigningIn } from "./account-password";
import { verifiedDevice, newDevice } from "./device";
import { countFailedSignIn, takeFailedSignIns } from "./failed-sign-ins";
import { withKnownDeviceHashSlot, withStrangerHashSlot } from "./hash-slots";
import { createSession } from "./session";
import { factorsOf, mustHaveFactor } from "./factor-requirement";
import type { Role } from "../team/roles";
import { beginAttempt, forgetFailures, throttleKey, throttleKeys, tooManyAttempts } from "./throttle";

export const WRONG_CREDENTIALS = "Credenciales incorrectas";
export const TOO_MANY_ATTEMPTS = "Demasiados intentos. Intenta más tarde.";
/** The right password of a person whose role must sign in with a second factor and whose factors are passkeys. */
export const PASSKEY_REQUIRED = "Your role signs in with a passkey: use «Entrar con llave de acceso».";

/** The e-mail is plain text on purpose (the specification's form does not validate it as an address). */
export const signInSchema = z.object({
  email: z.string({ error: "is required and must be text" }).trim().min(1, "must not be empty").max(320),
  password: z.string({ error: "is required and must be text" }).min(1, "must not be empty").max(1024),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a right password opens: the session ("open"), the code's page ("code", with an authenticator), only the account
 * page to add a factor ("setup"), or nothing ("passkey": the role must have a second factor and the person's are
 * passkeys, which sign in by themselves).
 */
async function passwordOpens(account: { id: string; role: Role }): Promise<"open" | "code" | "setup" | "passkey"> {
  const factors = await factorsOf(account.id);
  if (factors.authenticator) return "code";
  if (!(await mustHaveFactor(account.role))) return "open";
  return factors.passkeys > 0 ? "passkey" : "setup";
}

/**
 * What this attempt's failures count against. A browser that signed in before answers for itself:
 * its own failures lock only it, and locks made by guesses from elsewhere (on the account or on a
 * shared address) do not bind it, so no attacker can lock the editor out. Everyone else is counted
 * per client address and per account, and a lock on either refuses even the right password.
 */
function keysFor(email: string, client: string, device: string | null): string[] {
  return device ? [throttleKey("device", device)] : throttleKeys(client, email);
}

/**
 * Checks a person's credentials against their account under the throttle, holding a hash slot from the count to the hash, and answers
 * a new session token and the device cookie (a browser keeps its own, so a page open in another tab keeps its
 * publishing token).
 */
export async function signIn(input: {
  email: string;
  password: string;
  client: string;
  device?: string;
  /** For the person's list of sessions (lib/auth/session-device.ts). */
  userAgent?: string | null;
}): Promise<{ token: string; device: string; secondFactor: boolean; factorSetup: boolean }> {
  const device = verifiedDevice(input.device);
  const keys = keysFor(input.email, input.client, device);
  const withHashSlot = device ? withKnownDeviceHashSlot : withStrangerHashSlot;
  const outcome = await withHashSlot(async () => {
    const attempt = await beginAttempt(keys);
    return attempt.allowed ? { ...attempt, account: await accountSigningIn(input.email, input.password) } : attempt;
  });
  if (!outcome.allowed || !outcome.account) await countFailedSignIn(input.email, outcome.allowed);
  if (!outcome.allowed) {
    countRefusal("login");
    throw tooManyAttempts(outcome.retryAfterSeconds, TOO_MANY_ATTEMPTS);
  }
  if (outcome.delayMs > 0) await pause(outcome.delayMs);
  // One answer for a wrong e-mail, a wrong password and an account that is not active; no WWW-Authenticate, so no
  // browser dialog.
  if (!outcome.account) throw new ApiError("unauthorized", WRONG_CREDENTIALS);
  await forgetFailures(keys);
  const opens = await passwordOpens(outcome.account);
  if (opens === "passkey") {
    const detail = { passkeyRequired: true };
    await record(db, { actorId: outcome.account.id, kind: "sign-in-refused", subject: outcome.account.email, detail });
    throw new ApiError("forbidden", PASSKEY_REQUIRED);
  }
  // With an authenticator the password opens only the code's page (lib/auth/second-factor.ts), which records the
  // sign-in once the code is given.
  const secondFactor = opens === "code";
  // The failed sign-ins before this one are the opened session's to show: a password alone does not clear them.
  const failedBefore = secondFactor ? 0 : await takeFailedSignIns(input.email);
  const token = await createSession(outcome.account.id, new Date(), failedBefore, input.userAgent, {
    factorPending: secondFactor,
    factorSetup: opens === "setup",
  });
  if (!secondFactor) await record(db, { actorId: outcome.account.id, kind: "sign-in", subject: outcome.account.email });
  return { token, device: device ? input.device! : newDevice(), secondFactor, factorSetup: opens === "setup" };
}
