"use client";

import { EDITOR_PATH } from "@/lib/editor/editor-paths";
import { NewPasswordFields, newPasswordProblem, type NewPasswordLabels } from "../login/NewPasswordFields";
import { openSession } from "../login/open-session";
import { SessionForm } from "../login/SessionForm";
import fields from "../fields.module.css";
import styles from "../login/LoginForm.module.css";

export type WelcomeLabels = NewPasswordLabels & {
  name: string;
  submit: string;
  saving: string;
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
  async function welcome(form: FormData) {
    const problem = newPasswordProblem(form, labels);
    if (problem) return problem;
    const person = { token, name: form.get("name"), password: form.get("password") };
    const status = await openSession("/session/bienvenida", person, () => EDITOR_PATH);
    if (status === null) return null;
    return status === 410 ? labels.gone : labels.failed;
  }

  return (
    <SessionForm submit={labels.submit} busy={labels.saving} send={welcome}>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <label className={styles.field}>
        <span>{labels.name}</span>
        <input className={fields.input} name="name" defaultValue={name} autoComplete="name" required maxLength={120} />
      </label>
      <NewPasswordFields id="welcome-password" labels={labels} />
    </SessionForm>
  );
}
