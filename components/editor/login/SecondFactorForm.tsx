"use client";

import { sameSiteTarget } from "@/lib/editor/return-target";
import fields from "../fields.module.css";
import { openSession } from "./open-session";
import styles from "./LoginForm.module.css";
import { SessionForm } from "./SessionForm";

export type SecondFactorLabels = {
  code: string;
  hint: string;
  submit: string;
  submitting: string;
  wrong: string;
  ended: string;
  tooManyAttempts: string;
  failed: string;
};

/** The code of the person's authenticator app, or one of their recovery codes (POST /session/codigo). */
export function SecondFactorForm({ labels, next }: { labels: SecondFactorLabels; next: string }) {
  async function give(form: FormData) {
    const code = String(form.get("code")).trim();
    const status = await openSession("/session/codigo", { code }, () => sameSiteTarget(next, window.location.origin));
    if (status === null) return null;
    const refusals: Record<number, string> = { 401: labels.wrong, 410: labels.ended, 429: labels.tooManyAttempts };
    return refusals[status] ?? labels.failed;
  }

  return (
    <SessionForm submit={labels.submit} busy={labels.submitting} send={give}>
      <label className={styles.field}>
        <span>{labels.code}</span>
        <input
          className={fields.input}
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={32}
          aria-describedby="code-hint"
          required
        />
      </label>
      <small id="code-hint">{labels.hint}</small>
    </SessionForm>
  );
}
