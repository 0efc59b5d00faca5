import { z } from "../zod";

/** A DNS host name: labels of letters, digits and hyphens, at most 253 characters in all (zod's own rule). */
const hostName = z.hostname();

/**
 * The host a reader came from, without "www." and in lower case; "" for none, for an address that is no web page's,
 * for a host that is no valid host name (an address in brackets, a label past 63 characters, a name past 253), or for
 * the site itself.
 */
export function referrerHostOf(referrer: string, siteHost: string): string {
  if (!URL.canParse(referrer)) return "";
  const url = new URL(referrer);
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = url.hostname.replace(/\.$/, "").replace(/^www\./, "");
  if (!hostName.safeParse(host).success) return "";
  return host === siteHost.replace(/^www\./, "") ? "" : host;
}
