// Request headers the site sets for itself on a request's way through: the server entry's mark of a removed post's
// page (x-pulso-retired), and the policy proxy.ts hands the editor's pages, from which Next.js reads the nonce it puts
// on every script. A client's copy of one would be believed, so the server entry (scripts/operations/start-server.ts)
// removes them from every request before anything reads it, whatever its address.
import type { IncomingHttpHeaders } from "node:http";

/** Every header of the site's own starts with this. */
export const INTERNAL_HEADER_PREFIX = "x-pulso-";

/** Next.js reads a nonce from these on every page it renders; only proxy.ts may set them, and only for the editor's. */
const NONCE_CARRIERS = new Set(["content-security-policy", "content-security-policy-report-only"]);

const isInternal = (name: string) => name.startsWith(INTERNAL_HEADER_PREFIX) || NONCE_CARRIERS.has(name);

/** Node.js gives header names in lower case. */
export function stripInternalHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) if (isInternal(name)) delete headers[name];
}
