import "server-only";
import { env } from "../env";

function ownOrigin(request: Request): string | null {
  const host = request.headers.get("host");
  if (!host) return null;
  const protocol = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  return `${protocol}://${host}`;
}

/**
 * A cookie travels with cross-site requests too, so a session only counts when the browser says the
 * request comes from this site: an Origin equal to SITE_URL's or the request's own, or, when a
 * browser sends no Origin, Sec-Fetch-Site: same-origin. "Origin: null" never matches.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return request.headers.get("sec-fetch-site") === "same-origin";
  return origin === new URL(env().SITE_URL).origin || origin === ownOrigin(request);
}
