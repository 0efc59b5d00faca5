import "server-only";
import { clientAddress } from "../auth/client-address";
import { admitRightCredentials, beginAttempt, throttleKey, tooManyAttempts } from "../auth/throttle";
import { credentials } from "../credentials";
import { keyHolder, markUsed, type KeyHolder } from "../keys/key-credentials";
import { countRefusal } from "../metrics/throttles";
import { sameSecret } from "../same-secret";

export function parseBasicAuth(header: string | null): { user: string; password: string } | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const separator = decoded.indexOf(":");
  if (separator < 0) return null;
  return { user: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}

function areApiCredentials(given: { user: string; password: string }): boolean {
  const { apiUser, apiPassword } = credentials();
  const user = sameSecret(given.user, apiUser);
  const password = sameSecret(given.password, apiPassword);
  return user && password;
}

/** Who Basic credentials name: the bootstrap key (API_USER/API_PASSWORD), or a person's key (lib/keys). */
export type ApiCaller = { door: "bootstrap" } | ({ door: "key" } & KeyHolder);

async function callerOf(given: { user: string; password: string }): Promise<ApiCaller | null> {
  if (areApiCredentials(given)) return { door: "bootstrap" };
  const holder = await keyHolder(given.user, given.password);
  return holder && { door: "key", ...holder };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Who the request's Basic credentials name, or null. Wrong ones (an unknown or revoked key among them) are counted
 * against the client and the user name under the login's rules, apart from the login's counts, and answered 429 with
 * Retry-After once either is locked; right ones are refused only while the client itself is locked (see
 * admitRightCredentials).
 */
export async function apiCaller(request: Request): Promise<ApiCaller | null> {
  const given = parseBasicAuth(request.headers.get("authorization"));
  if (!given) return null;
  const keys = [throttleKey("api-client", clientAddress(request)), throttleKey("api-user", given.user)];
  const caller = await callerOf(given);
  const attempt = caller ? await admitRightCredentials(keys[0], keys[1]) : await beginAttempt(keys);
  if (!attempt.allowed) {
    countRefusal("api");
    throw tooManyAttempts(attempt.retryAfterSeconds, "Too many failed attempts. Try again later.");
  }
  if (attempt.delayMs > 0) await pause(attempt.delayMs);
  if (caller?.door === "key") await markUsed(caller.keyId);
  return caller;
}
