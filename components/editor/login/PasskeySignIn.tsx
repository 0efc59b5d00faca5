"use client";

import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { useHydrated } from "../use-hydrated";
import { NOT_ANSWERED, passkeySession } from "./passkey-session";
import fields from "../fields.module.css";
import styles from "./LoginForm.module.css";

export type PasskeyLabels = { signIn: string; waiting: string; refused: string; tooManyAttempts: string };

const refusal = (labels: PasskeyLabels, status: number | typeof NOT_ANSWERED) =>
  status === 429 ? labels.tooManyAttempts : labels.refused;

/**
 * "Entrar con llave de acceso", and the browser's own offer of the site's passkeys in the e-mail field where it makes
 * one (conditional mediation, started as the page opens). Either way one sentence for any refusal.
 */
export function PasskeySignIn({ labels, next }: { labels: PasskeyLabels; next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const hydrated = useHydrated();
  const supported = hydrated && browserSupportsWebAuthn();

  // As the page opens: the browser keeps its offer until a passkey is picked or the button starts another ceremony.
  useEffect(() => {
    void browserSupportsWebAuthnAutofill().then(async (autofill) => {
      if (!autofill) return;
      const outcome = await passkeySession(true, next);
      // A ceremony the button started ends this one: only a refusal of an answer is the person's to read.
      if (outcome !== null && outcome !== NOT_ANSWERED) setError(refusal(labels, outcome));
    });
  }, [labels, next]);

  async function signIn() {
    setWaiting(true);
    setError(null);
    const outcome = await passkeySession(false, next);
    if (outcome === null) return;
    setError(refusal(labels, outcome));
    setWaiting(false);
  }

  if (hydrated && !supported) return null;
  return (
    <div className={styles.passkey}>
      <button type="button" className={fields.secondary} disabled={!supported || waiting} onClick={signIn}>
        {waiting ? labels.waiting : labels.signIn}
      </button>
      <p className={`${fields.error} ${styles.error}`} role="alert">
        {error}
      </p>
    </div>
  );
}
