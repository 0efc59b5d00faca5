import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { sameSiteTarget } from "@/lib/editor/return-target";
import { openSession } from "./open-session";

/** The browser gave no answer: the person closed its dialog, or another ceremony took the place of this one. */
export const NOT_ANSWERED = "not-answered";

async function signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON | number> {
  try {
    const response = await fetch("/session/passkey/options", { method: "POST", credentials: "same-origin" });
    return response.ok ? ((await response.json()) as PublicKeyCredentialRequestOptionsJSON) : response.status;
  } catch {
    return 0;
  }
}

/**
 * A sign-in with a passkey: the site's challenge, the browser's ceremony (its dialog, or with `autofill` the e-mail
 * field's suggestions, which wait until the person picks one), then the session opened as the password opens it
 * (lib/auth/passkey-sign-in.ts), then `next` as the login form goes there. Answers null once the page moves on, the refusal's status, or NOT_ANSWERED.
 */
export async function passkeySession(autofill: boolean, next: string) {
  const options = await signInOptions();
  if (typeof options === "number") return options;
  const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill }).catch(() => null);
  if (!response) return NOT_ANSWERED;
  return openSession("/session/passkey", { response }, () => sameSiteTarget(next, window.location.origin));
}
