import "server-only";
import { env } from "../env";
import { comesFromSite } from "../http/request-origin";

/**
 * A cookie travels with cross-site requests too, so a session only counts when the browser says the
 * request comes from this site: an Origin equal to SITE_URL's or the request's own, or, when a
 * browser sends no Origin, Sec-Fetch-Site: same-origin. "Origin: null" never matches.
 */
export function isSameOrigin(request: Request): boolean {
  const { headers } = request;
  const protocol = headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  const said = { origin: headers.get("origin"), fetchSite: headers.get("sec-fetch-site"), host: headers.get("host") };
  return comesFromSite({ ...said, protocol }, new URL(env().SITE_URL).origin);
}
