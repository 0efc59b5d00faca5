"use client";

import { useState, type FormEvent } from "react";
import { EDITOR_PATH } from "@/lib/editor/editor-paths";
import { PASSWORD_MIN_LENGTH } from "@/lib/validations/team";
import { openSession } from "../login/open-session";
import { useHydrated } from "../use-hydrated";
import fields from "../fields.module.css";
import styles from "../login/LoginForm.module.css";

export type WelcomeLabels = {
  name: string;
  password: string;
  passwordHint: string;
  repeat: string;
  submit: string;
  saving: string;
  mismatch: string;
  short: string;
  gone: string;
  failed: string;
};

/**
 * The invited person's name and password, sent with the invitation's link (POST /session/bienvenida), which signs them
 * in; the server alone decides whether the link is still good. An e-mail field the browser fills lets a password
 * manager keep the pair under the right account.
 */
export function WelcomeForm({
  token,
  email,
  name,
  labels,
}: {
  token: string;
  email: string;
  name: string;
  labels: WelcomeLabels;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();

  async function welcome(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    if (password.length < PASSWORD_MIN_LENGTH) return setError(labels.short);
    if (password !== form.get("repeat")) return setError(labels.mismatch);
    setSaving(true);
    setError(null);
    const status = await openSession(
      "/session/bienvenida",
      { token, name: form.get("name"), password },
      () => EDITOR_PATH,
    );
    if (status === null) return;
    setError(status === 410 ? labels.gone : labels.failed);
    setSaving(false);
  }

  return (
    <>
      <form className={styles.form} onSubmit={welcome}>
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <label className={styles.field}>
          <span>{labels.name}</span>
          <input
            className={fields.input}
            name="name"
            defaultValue={name}
            autoComplete="name"
            required
            maxLength={120}
          />
        </label>
        <label className={styles.field}>
          <span>{labels.password}</span>
          <input
            className={fields.input}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            aria-describedby="welcome-password-hint"
            required
          />
        </label>
        <small id="welcome-password-hint">{labels.passwordHint}</small>
        <label className={styles.field}>
          <span>{labels.repeat}</span>
          <input className={fields.input} name="repeat" type="password" autoComplete="new-password" required />
        </label>
        <button className={`${fields.primary} ${styles.submit}`} type="submit" disabled={saving || !hydrated}>
          {saving ? labels.saving : labels.submit}
        </button>
      </form>
      <p className={`${fields.error} ${styles.error}`} role="alert">
        {error}
      </p>
    </>
  );
}
