// What changes how a person signs in (a passkey, the authenticator app, its recovery codes) or makes a credential that
// outlives the session (an API key) asks for a recent sign-in, as GitHub's sudo mode does: a session cookie taken
// from an unattended browser cannot turn itself into a lasting way in.
import "server-only";
import { ApiError } from "../http/api-error";

/** How long after a password, a passkey or a second factor a session may change the person's ways in. */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/**
 * Throws a 401 asking to sign in again unless the session, as the caller already read it, signed in within
 * RECENT_SIGN_IN_MS; a caller without one (a key) never passes.
 */
export function requireRecentSignIn(session: { signedInAt: Date } | undefined, now: Date = new Date()): void {
  if (session && now.getTime() - session.signedInAt.getTime() < RECENT_SIGN_IN_MS) return;
  throw new ApiError(
    "unauthorized",
    "Sign in again to change how you sign in: it was more than 15 minutes ago.",
    undefined,
    {
      "WWW-Authenticate": 'Session realm="editor", login="/login"',
    },
  );
}
