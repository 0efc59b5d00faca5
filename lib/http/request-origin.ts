// Whether a request comes from this site's own pages, as the browser says it: the one rule of the route handlers
// (lib/auth/same-origin.ts) and of the server entry's answer to a cross-site server function
// (server/answers/server-functions.ts).

/** What a request says of where it comes from, and of where it went (its Host, and the protocol it came over). */
export type RequestOrigin = {
  origin: string | null;
  fetchSite: string | null;
  host: string | null;
  protocol: string;
};

/**
 * An Origin equal to the site's (`siteOrigin`, SITE_URL's) or to the one the request was addressed to, or, when a
 * browser sends no Origin, Sec-Fetch-Site: same-origin. "Origin: null" never matches, nor does a request that says
 * neither (a script's).
 */
export function comesFromSite({ origin, fetchSite, host, protocol }: RequestOrigin, siteOrigin: string): boolean {
  if (origin === null) return fetchSite === "same-origin";
  return origin === siteOrigin || (host !== null && origin === `${protocol}://${host}`);
}
