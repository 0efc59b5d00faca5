/** The host a reader came from, without "www."; "" for none, for an address that is no web page's, or for the site. */
export function referrerHostOf(referrer: string, siteHost: string): string {
  if (!URL.canParse(referrer)) return "";
  const url = new URL(referrer);
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = url.hostname.replace(/^www\./, "");
  return host === siteHost.replace(/^www\./, "") ? "" : host;
}
