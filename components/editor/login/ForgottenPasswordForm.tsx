"use client";

import { useState } from "react";
import { say } from "../say";
import styles from "./LoginForm.module.css";
import { isSuccess, postJson } from "./post-json";
import { EmailField, SessionForm } from "./SessionForm";

export type ForgottenPasswordLabels = {
  email: string;
  submit: string;
  sending: string;
  /** "Si {email} tiene una cuenta…": the same sentence whether or not it has one. */
  sent: string;
  invalid: string;
  tooMany: string;
  failed: string;
};

/** Asks for a reset link (POST /session/olvido); the answer is the same whether or not the address has an account. */
export function ForgottenPasswordForm({ labels }: { labels: ForgottenPasswordLabels }) {
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function ask(form: FormData) {
    const email = String(form.get("email")).trim();
    const status = await postJson("/session/olvido", { email });
    if (isSuccess(status)) {
      setSentTo(email);
      return null;
    }
    const refusals: Record<number, string> = { 400: labels.invalid, 429: labels.tooMany };
    return refusals[status] ?? labels.failed;
  }

  if (sentTo !== null) {
    return (
      <p className={styles.sent} role="status">
        {say(labels.sent, { email: sentTo })}
      </p>
    );
  }
  return (
    <SessionForm submit={labels.submit} busy={labels.sending} send={ask}>
      <EmailField label={labels.email} />
    </SessionForm>
  );
}
