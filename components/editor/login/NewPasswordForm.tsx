"use client";

import { useState } from "react";
import fields from "../fields.module.css";
import styles from "./LoginForm.module.css";
import { NewPasswordFields, newPasswordProblem, type NewPasswordLabels } from "./NewPasswordFields";
import { isSuccess, postJson } from "./post-json";
import { SessionForm } from "./SessionForm";

export type NewPasswordFormLabels = NewPasswordLabels & {
  submit: string;
  saving: string;
  done: string;
  signIn: string;
  /** Where "Ir a Log in" leads. */
  signInHref: string;
  gone: string;
  failed: string;
};

/**
 * The new password, sent with the reset's link (POST /session/nueva-clave). The person then signs in with it: every
 * session of theirs has ended, and a sign-in is where a second factor will be asked.
 */
export function NewPasswordForm({
  token,
  email,
  labels,
}: {
  token: string;
  email: string;
  labels: NewPasswordFormLabels;
}) {
  const [done, setDone] = useState(false);

  async function save(form: FormData) {
    const problem = newPasswordProblem(form, labels);
    if (problem) return problem;
    const status = await postJson("/session/nueva-clave", { token, password: form.get("password") });
    if (!isSuccess(status)) return status === 410 ? labels.gone : labels.failed;
    setDone(true);
    return null;
  }

  if (done) {
    return (
      <div role="status">
        <p className={styles.sent}>{labels.done}</p>
        <a className={`${fields.primary} ${styles.submit}`} href={labels.signInHref}>
          {labels.signIn}
        </a>
      </div>
    );
  }
  return (
    <SessionForm submit={labels.submit} busy={labels.saving} send={save}>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields id="new-password" labels={labels} />
    </SessionForm>
  );
}
