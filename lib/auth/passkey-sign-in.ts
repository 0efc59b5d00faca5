// "Entrar con llave de acceso" and the browser's autofill of passkeys on /login (docs/team.md, step 7): the
// authenticator names the passkey, the passkey names the person, and a session opens as after a password.
import "server-only";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from "@simplewebauthn/server";
import { record } from "../audit/record";
import { clientMeter } from "../client-meter";
import { db } from "../db";
import { ApiError } from "../http/api-error";
import { countRefusal } from "../metrics/throttles";
import { newDevice, verifiedDevice } from "./device";
import { takeFailedSignIns } from "./failed-sign-ins";
import { transportsOf } from "./passkeys";
import { relyingParty } from "./relying-party";
import { hasTotp } from "./totp";
import { createSession } from "./session";
import { TOO_MANY_ATTEMPTS } from "./sign-in";
import { beginAttempt, forgetFailures, throttleKey, tooManyAttempts } from "./throttle";
import { issueChallenge, takeChallenge } from "./webauthn-challenges";

/** The one answer to every passkey that does not sign in: unknown, removed, of a deactivated account, or not verified. */
export const PASSKEY_REFUSED = "No se pudo entrar con esa llave de acceso.";

/** Every /login opened asks for a challenge (the autofill waits on one): a client may ask ten a minute after twenty. */
export const signInOptionsMeter = (now?: () => number) => clientMeter({ burst: 20, intervalMs: 6 * 1000 }, now);

/** The options of a sign-in: no credential named, so the browser offers every passkey it holds for the site. */
export async function signInOptions(now: Date = new Date()) {
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    challenge: await issueChallenge("sign-in", null, now),
    userVerification: "preferred",
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The challenge the browser says it answered (its clientDataJSON), taken so that it can serve no other answer. */
async function spendChallengeOf(response: AuthenticationResponseJSON, now: Date): Promise<void> {
  try {
    const client = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8"));
    if (typeof client?.challenge === "string") await takeChallenge(client.challenge, "sign-in", null, now);
  } catch {
    // Not JSON: nothing names a challenge, and the answer is refused as any unknown passkey is.
  }
}

/** The passkey's account when the answer is its signature over a challenge this site issued; null otherwise. */
async function verifiedAccount(response: AuthenticationResponseJSON, now: Date) {
  const passkey = await db.passkey.findUnique({
    where: { credentialId: response.id },
    include: { account: { select: { id: true, email: true, status: true } } },
  });
  // An unknown passkey spends its challenge as a known one does, so the answer's time says less about which are kept.
  if (!passkey) {
    await spendChallengeOf(response, now);
    return null;
  }
  const party = relyingParty();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => takeChallenge(challenge, "sign-in", null, now),
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return null;
  // The counter only moves forward: of two uses of one signature (a cloned authenticator), the second finds it moved.
  const { count } = await db.passkey.updateMany({
    where: { credentialId: passkey.credentialId, counter: passkey.counter },
    data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: now },
  });
  if (count !== 1 || passkey.account.status !== "active") return null;
  return { ...passkey.account, userVerified: verification.authenticationInfo.userVerified };
}

/**
 * Signs in the person whose passkey answered the challenge, counted per client address as the password's sign-in
 * is, and answers a new session token and the device cookie as that sign-in does.
 */
export async function signInWithPasskey(input: {
  response: AuthenticationResponseJSON;
  client: string;
  device?: string;
  userAgent?: string | null;
}): Promise<{ token: string; device: string; secondFactor: boolean }> {
  const now = new Date();
  const keys = [throttleKey("client", input.client)];
  const attempt = await beginAttempt(keys, now);
  if (!attempt.allowed) {
    countRefusal("login");
    throw tooManyAttempts(attempt.retryAfterSeconds, TOO_MANY_ATTEMPTS);
  }
  if (attempt.delayMs > 0) await pause(attempt.delayMs);
  const account = await verifiedAccount(input.response, now);
  if (!account) throw new ApiError("unauthorized", PASSKEY_REFUSED);
  await forgetFailures(keys);
  // A passkey that checked its person (a fingerprint, a PIN) is two factors by itself; one that only proved it is
  // there is one, and a person with an authenticator app then gives its code too (lib/auth/second-factor.ts).
  const secondFactor = !account.userVerified && (await hasTotp(account.id));
  const failedBefore = secondFactor ? 0 : await takeFailedSignIns(account.email);
  const token = await createSession(account.id, now, failedBefore, input.userAgent, { factorPending: secondFactor });
  if (!secondFactor)
    await record(db, { actorId: account.id, kind: "sign-in", subject: account.email, detail: { method: "passkey" } });
  const device = verifiedDevice(input.device);
  return { token, device: device ? input.device! : newDevice(), secondFactor };
}
