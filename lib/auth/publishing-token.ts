import "server-only";
import { sameSecret } from "../same-secret";
import { deviceFrom } from "./cookie";
import { keyed } from "./credentials-key";
import { verifiedDevice } from "./device";
import { PUBLISHING_TOKEN_HEADER } from "../editor-credential-names";

/**
 * What publishing with the editor's session needs besides the cookie: a keyed hash of the browser's
 * device cookie, so it outlives a new sign-in in another tab but never leaves that browser. Only
 * /createPost hands it out, and only to a top-level navigation (isDocumentNavigation).
 */
export function publishingTokenFor(deviceCookie: string | undefined): string | null {
  const device = verifiedDevice(deviceCookie);
  return device ? keyed("publishing", device) : null;
}

export function hasPublishingToken(request: Request): boolean {
  const expected = publishingTokenFor(deviceFrom(request.headers.get("cookie")));
  const given = request.headers.get(PUBLISHING_TOKEN_HEADER);
  return expected !== null && given !== null && sameSecret(given, expected);
}

/**
 * Typing the address, following a link or reloading is a navigation to a document; a script's
 * fetch() or XMLHttpRequest cannot claim to be one (browsers set Sec-Fetch-* and scripts may not).
 */
export const isDocumentNavigation = (headers: Headers) =>
  headers.get("sec-fetch-mode") === "navigate" && headers.get("sec-fetch-dest") === "document";
