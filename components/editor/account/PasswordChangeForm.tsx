"use client";

import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import { NewPasswordFields, newPasswordProblem, type NewPasswordLabels } from "../login/NewPasswordFields";
import fields from "../fields.module.css";
import forms from "../forms.module.css";
import styles from "../login/LoginForm.module.css";
import { changeAccount, type AccountErrors } from "./account-call";
import { FormSubmit } from "../FormSubmit";

export type PasswordChangeLabels = NewPasswordLabels & {
  current: string;
  submit: string;
  saving: string;
  saved: string;
  wrongCurrent: string;
  tooMany: string;
};

/** A new password, with the current one (PUT /edmNews/account/password); the person's other sessions then end. */
export function PasswordChangeForm({
  email,
  labels,
  errors,
}: {
  email: string;
  labels: PasswordChangeLabels;
  errors: AccountErrors;
}) {
  const { publishingToken, announce } = useEditor();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const problem = newPasswordProblem(data, labels);
    if (problem) return announce(problem);
    setSaving(true);
    announce(labels.saving);
    const body = { current: data.get("current"), password: data.get("password") };
    const refusal = await changeAccount(
      "/edmNews/account/password",
      publishingToken,
      { method: "PUT", body },
      errors,
      (outcome) => {
        if (outcome.status === 429) return labels.tooMany;
        if ("current" in outcome.fieldCodes) return labels.wrongCurrent;
      },
    );
    setSaving(false);
    if (!refusal) form.reset();
    announce(refusal ?? labels.saved);
  }

  return (
    <form className={`${forms.form} ${styles.form}`} onSubmit={save}>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <label className={styles.field}>
        <span>{labels.current}</span>
        <input className={fields.input} name="current" type="password" autoComplete="current-password" required />
      </label>
      <NewPasswordFields id="account-password" labels={labels} />
      <FormSubmit busy={saving} label={labels.submit} busyLabel={labels.saving} />
    </form>
  );
}
