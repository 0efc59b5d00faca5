"use client";

import { sameSiteTarget } from "@/lib/editor/return-target";
import { openSession } from "./open-session";
import fields from "../fields.module.css";
import styles from "./LoginForm.module.css";
import { PasskeySignIn, type PasskeyLabels } from "./PasskeySignIn";
import { EmailField, SessionForm } from "./SessionForm";

export type LoginLabels = {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  wrongCredentials: string;
  tooManyAttempts: string;
  failed: string;
  /** The right password of a person whose role must sign in with their passkey (lib/auth/factor-requirement.ts). */
  passkeyRequired: string;
  passkey: PasskeyLabels;
};

/**
 * Sends the pair to the server, which alone decides; or signs in with a passkey. `next` was checked by the server and is checked
 * again against this page's origin; the full load lets /createPost hand its publishing token to a navigation.
 */
export function LoginForm({ labels, next }: { labels: LoginLabels; next: string }) {
  async function signIn(form: FormData) {
    const credentials = { email: form.get("email"), password: form.get("password") };
    const status = await openSession("/session", credentials, () => sameSiteTarget(next, window.location.origin));
    if (status === null) return null;
    const refusals: Record<number, string> = {
      401: labels.wrongCredentials,
      403: labels.passkeyRequired,
      429: labels.tooManyAttempts,
    };
    return refusals[status] ?? labels.failed;
  }

  return (
    <>
      <SessionForm submit={labels.submit} busy={labels.submitting} send={signIn}>
        <EmailField label={labels.email} type="text" passkeys />
        <label className={styles.field}>
          <span>{labels.password}</span>
          <input className={fields.input} name="password" type="password" autoComplete="current-password" required />
        </label>
      </SessionForm>
      <PasskeySignIn labels={labels.passkey} next={next} />
    </>
  );
}
