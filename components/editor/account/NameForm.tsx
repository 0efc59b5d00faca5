"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import { useHydrated } from "../use-hydrated";
import fields from "../fields.module.css";
import forms from "../forms.module.css";
import { changeAccount, type AccountErrors } from "./account-call";

export type NameFormLabels = { name: string; hint: string; submit: string; saving: string; saved: string };

/** The person's own name (PATCH /edmNews/account): the team's list and the revisions show it. */
export function NameForm({ name, labels, errors }: { name: string; labels: NameFormLabels; errors: AccountErrors }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { name: new FormData(event.currentTarget).get("name") };
    setSaving(true);
    announce(labels.saving);
    const refusal = await changeAccount("/edmNews/account", publishingToken, { method: "PATCH", body }, errors);
    setSaving(false);
    announce(refusal ?? labels.saved);
    if (!refusal) router.refresh();
  }

  return (
    <form className={forms.form} onSubmit={save} noValidate>
      <div className={forms.field}>
        <label htmlFor="account-name">{labels.name}</label>
        <input
          id="account-name"
          name="name"
          className={fields.input}
          defaultValue={name}
          autoComplete="name"
          maxLength={120}
          aria-describedby="account-name-hint"
          required
        />
        <p id="account-name-hint" className={forms.hint}>
          {labels.hint}
        </p>
      </div>
      <div className={forms.actions}>
        <button type="submit" className={fields.primary} disabled={saving || !hydrated}>
          {saving ? labels.saving : labels.submit}
        </button>
      </div>
    </form>
  );
}
