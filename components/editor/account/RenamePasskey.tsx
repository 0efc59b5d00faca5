"use client";

import { useState, type FormEvent } from "react";
import { useHydrated } from "../use-hydrated";
import { say } from "../say";
import fields from "../fields.module.css";
import team from "../team/Team.module.css";
import type { KeyErrors } from "./account-call";
import { useRename } from "./use-rename";

export type RenamePasskeyLabels = {
  rename: string;
  /** "Nuevo nombre de «{name}»" */
  label: string;
  save: string;
  keep: string;
  saved: string;
  errors: KeyErrors;
};

/** "Renombrar", then the name in place (PATCH /edmNews/account/passkeys/{id}). */
export function RenamePasskey({ path, name, labels }: { path: string; name: string; labels: RenamePasskeyLabels }) {
  const { saving, rename } = useRename(path, labels.errors, labels);
  const [editing, setEditing] = useState(false);
  const hydrated = useHydrated();

  async function save(event: FormEvent<HTMLFormElement>) {
    if (await rename(event)) setEditing(false);
  }

  if (!editing) {
    return (
      <button type="button" className={fields.secondary} disabled={!hydrated} onClick={() => setEditing(true)}>
        {labels.rename}
      </button>
    );
  }
  return (
    <form className={team.actions} onSubmit={save} noValidate>
      <input
        name="name"
        className={fields.input}
        defaultValue={name}
        aria-label={say(labels.label, { name })}
        autoComplete="off"
        maxLength={120}
        required
      />
      <button type="submit" className={fields.secondary} disabled={saving}>
        {labels.save}
      </button>
      <button type="button" className={fields.secondary} disabled={saving} onClick={() => setEditing(false)}>
        {labels.keep}
      </button>
    </form>
  );
}
