// Request headers the site sets for itself on a request's way through: the server entry's mark of a removed post's
// page (x-pulso-retired), and the policy proxy.ts hands the editor's pages, from which Next.js reads the nonce it puts
// on every script. A client's copy of one would be believed, so the server entry (server/start-server.ts)
// removes them from every request before anything reads it, whatever its address. And the response headers in which
// Next.js tells what proxy.ts did (x-middleware-rewrite names the address a request was rewritten to), which no
// client reads, taken off every answer.
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from "node:http";

/** Every header of the site's own starts with this. */
export const INTERNAL_HEADER_PREFIX = "x-pulso-";

/** Next.js reads a nonce from these on every page it renders; only proxy.ts may set them, and only for the editor's. */
const NONCE_CARRIERS = new Set(["content-security-policy", "content-security-policy-report-only"]);

const isInternal = (name: string) => name.startsWith(INTERNAL_HEADER_PREFIX) || NONCE_CARRIERS.has(name);

/** Node.js gives header names in lower case. */
export function stripInternalHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) if (isInternal(name)) delete headers[name];
}

/** Next.js's account of proxy.ts's work (x-middleware-rewrite, -next, -set-cookie...); its client router reads none. */
const PROXY_REPORT_PREFIX = "x-middleware-";

const isProxyReport = (name: string) => name.toLowerCase().startsWith(PROXY_REPORT_PREFIX);

/** Headers given to writeHead itself: an object, or Node's raw [name, value, name, value...] list. */
type GivenHeaders = OutgoingHttpHeaders | (string | string[] | number)[];

function withoutProxyReport(headers: GivenHeaders): GivenHeaders {
  if (!Array.isArray(headers))
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !isProxyReport(name)));
  const kept: GivenHeaders = [];
  for (let at = 0; at + 1 < headers.length; at += 2)
    if (!isProxyReport(String(headers[at]))) kept.push(headers[at], headers[at + 1]);
  return kept;
}

/**
 * Every header goes out through writeHead, which Node.js also calls itself for an answer whose headers were never
 * written; there, the proxy's headers are taken off, whether set before or given to it.
 */
export function hideProxyReport(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    for (const name of response.getHeaderNames()) if (isProxyReport(name)) response.removeHeader(name);
    const given = args.findIndex((arg) => typeof arg === "object" && arg !== null);
    if (given >= 0) args[given] = withoutProxyReport(args[given] as GivenHeaders);
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}
