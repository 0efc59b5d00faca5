import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type WebAuthnError,
} from "@simplewebauthn/browser";
import { callNewsApi } from "../news-api";
import { refusalOf } from "../team/team-call";
import type { KeyErrors } from "./account-call";

/**
 * A new passkey of the person's: the site's options (its challenge, their passkeys to leave out), the device's
 * ceremony, then the answer kept under `name` (lib/auth/passkeys.ts). The refusal's sentence, or null once kept.
 */
export async function addPasskey(
  name: string,
  publishingToken: string | null,
  labels: { notCreated: string; alreadyKept: string; errors: KeyErrors },
): Promise<string | null> {
  const options = await callNewsApi("/edmNews/account/passkeys/options", publishingToken, { method: "POST" });
  if (!options.ok) return refusalOf(labels.errors, options.status);
  const optionsJSON = options.body as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON }).catch((error: Partial<WebAuthnError>) =>
    error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" ? labels.alreadyKept : labels.notCreated,
  );
  if (typeof response === "string") return response;
  const kept = await callNewsApi("/edmNews/account/passkeys", publishingToken, {
    method: "POST",
    body: { name, response },
  });
  if (kept.ok) return null;
  // The name was checked before the ceremony: a 400 is an answer the site could not verify.
  return kept.status === 400 ? labels.notCreated : refusalOf(labels.errors, kept.status);
}
