import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { deviceCookieName, sessionCookieName } from "./cookie";
import { isDocumentNavigation, publishingTokenFor } from "./publishing-token";
import { sessionHolds, type Right } from "../team/rights";
import { liveSession, type LiveSession } from "./session";

/**
 * For server components: the request's live editor session, with the publishing token when the
 * request is a top-level navigation. Reading cookies makes the page dynamic. Read once per request (React's cache):
 * the page's gate and the editor's bar ask the same.
 */
export const editorSession = cache(async (): Promise<(LiveSession & { publishingToken: string | null }) | null> => {
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const session = await liveSession(jar.get(sessionCookieName())?.value);
  if (!session) return null;
  const token = isDocumentNavigation(requestHeaders) ? publishingTokenFor(jar.get(deviceCookieName())?.value) : null;
  return { ...session, publishingToken: token };
});

/** The session when it holds `right` (lib/team/rights.ts); null when there is none or it does not. */
export async function editorSessionWith(right: Right) {
  const session = await editorSession();
  return session && sessionHolds(session, right) ? session : null;
}
