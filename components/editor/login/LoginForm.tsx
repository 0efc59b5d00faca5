"use client";

import { useState, type FormEvent } from "react";
import { sameSiteTarget } from "@/lib/editor/return-target";
import { openSession } from "./open-session";
import fields from "../fields.module.css";
import styles from "./LoginForm.module.css";
import { useHydrated } from "../use-hydrated";

export type LoginLabels = {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  wrongCredentials: string;
  tooManyAttempts: string;
  failed: string;
};

/**
 * Sends the pair to the server, which alone decides. `next` was checked by the server and is checked
 * again against this page's origin; the full load lets /createPost hand its publishing token to a navigation.
 */
export function LoginForm({ labels, next }: { labels: LoginLabels; next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    const credentials = { email: form.get("email"), password: form.get("password") };
    const status = await openSession("/session", credentials, () => sameSiteTarget(next, window.location.origin));
    if (status === null) return;
    const refusals: Record<number, string> = { 401: labels.wrongCredentials, 429: labels.tooManyAttempts };
    setError(refusals[status] ?? labels.failed);
    setSubmitting(false);
  }

  return (
    <>
      <form className={styles.form} onSubmit={signIn}>
        <label className={styles.field}>
          <span>{labels.email}</span>
          <input
            className={fields.input}
            name="email"
            type="text"
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            required
          />
        </label>
        <label className={styles.field}>
          <span>{labels.password}</span>
          <input className={fields.input} name="password" type="password" autoComplete="current-password" required />
        </label>
        <button className={`${fields.primary} ${styles.submit}`} type="submit" disabled={submitting || !hydrated}>
          {submitting ? labels.submitting : labels.submit}
        </button>
      </form>
      <p className={`${fields.error} ${styles.error}`} role="alert">
        {error}
      </p>
    </>
  );
}
