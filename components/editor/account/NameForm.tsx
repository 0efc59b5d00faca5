"use client";

import fields from "../fields.module.css";
import forms from "../forms.module.css";
import type { AccountErrors } from "./account-call";
import { useRename } from "./use-rename";
import { FormSubmit } from "../FormSubmit";

export type NameFormLabels = { name: string; hint: string; submit: string; saving: string; saved: string };

/** The person's own name (PATCH /edmNews/account): the team's list and the revisions show it. */
export function NameForm({ name, labels, errors }: { name: string; labels: NameFormLabels; errors: AccountErrors }) {
  const { saving, rename } = useRename("/edmNews/account", errors, labels);

  return (
    <form className={forms.form} onSubmit={rename} noValidate>
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
      <FormSubmit busy={saving} label={labels.submit} busyLabel={labels.saving} />
    </form>
  );
}
