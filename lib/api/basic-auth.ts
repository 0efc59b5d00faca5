import "server-only";
import { clientAddress } from "../auth/client-address";
import { admitRightCredentials, beginAttempt, throttleKey, tooManyAttempts } from "../auth/throttle";
import { credentials } from "../credentials";
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True for the API's Basic credentials. Wrong ones are counted against the client and the user
 * name under the login's rules, apart from the login's counts, and answered 429 with Retry-After once either is
 * locked; right ones are refused only while the client itself is locked (see admitRightCredentials).
 */
export async function hasApiCredentials(request: Request): Promise<boolean> {
  const given = parseBasicAuth(request.headers.get("authorization"));
  if (!given) return false;
  const keys = [throttleKey("api-client", clientAddress(request)), throttleKey("api-user", given.user)];
  const right = areApiCredentials(given);
  const attempt = right ? await admitRightCredentials(keys[0], keys[1]) : await beginAttempt(keys);
  if (!attempt.allowed) {
    countRefusal("api");
    throw tooManyAttempts(attempt.retryAfterSeconds, "Too many failed attempts. Try again later.");
  }
  if (attempt.delayMs > 0) await pause(attempt.delayMs);
  return right;
}
