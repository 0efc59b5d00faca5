import "server-only";
import { sessionTokenFrom } from "../auth/cookie";
import { hasPublishingToken } from "../auth/publishing-token";
import { isSameOrigin } from "../auth/same-origin";
import { isLiveSession } from "../auth/session";
import { credentials } from "../credentials";
import { hasApiCredentials } from "./basic-auth";
import { ApiError } from "../http/api-error";
import { unauthorized } from "./errors";

/** Who made a change, for its revision: the API's Basic user name, or the editor's e-mail for a session. */
export type Publisher = string;

/** Readers of the API present its Basic credentials. */
export async function authorizeApiReader(request: Request): Promise<Publisher> {
  if (!(await hasApiCredentials(request))) throw unauthorized();
  return credentials().apiUser;
}

const crossOrigin = () => new ApiError("forbidden", "An editor session only publishes from this site's own pages.");

/** The editor's sign-in and sign-out, which only this site's own pages may send. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw crossOrigin();
}

/**
 * A Basic challenge makes a browser open its own password dialog over the editor's form, so a
 * browser's fetch that sent no Authorization is challenged to sign in to the site instead.
 */
function unauthenticated(request: Request): ApiError {
  if (request.headers.get("authorization") || !request.headers.get("sec-fetch-mode")) return unauthorized();
  return new ApiError("unauthorized", "Sign in again to publish.", undefined, {
    "WWW-Authenticate": 'Session realm="editor", login="/login"',
  });
}

export const withoutPublishingToken = () =>
  new ApiError("forbidden", "Publishing with an editor session needs the token of the /createPost page.");

/**
 * Publishing: the API's Basic credentials, or an editor's session sent by this site's own pages
 * with the publishing token that only a navigation to /createPost receives (lib/auth/publishing-token.ts).
 */
export async function requirePublisher(request: Request): Promise<Publisher> {
  if (await hasApiCredentials(request)) return credentials().apiUser;
  if (!(await isLiveSession(sessionTokenFrom(request.headers.get("cookie"))))) throw unauthenticated(request);
  if (!isSameOrigin(request)) throw crossOrigin();
  if (!hasPublishingToken(request)) throw withoutPublishingToken();
  // The site has one editor, whose session is opened with ADMIN_EMAIL.
  return credentials().adminEmail;
}
