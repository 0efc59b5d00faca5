"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import { useHydrated } from "../use-hydrated";
import { say } from "../say";
import { refusalOf } from "../team/team-call";
import fields from "../fields.module.css";
import forms from "../forms.module.css";
import type { KeyErrors } from "./account-call";
import { NewKeySecret, type NewKeyLabels } from "./NewKeySecret";

export type CreateKeyLabels = {
  heading: string;
  name: string;
  hint: string;
  submit: string;
  sending: string;
  /** "Llave «{name}» creada." */
  created: string;
  secret: NewKeyLabels;
  errors: KeyErrors;
};

type NewKey = { id: string; name: string; secret: string };

/**
 * A new key by name (POST /edmNews/keys). The answer carries the secret, shown here once and kept only in this
 * component's state: the list is read again beside it, and a reload forgets it.
 */
export function CreateKeyForm({ apiUrl, labels }: { apiUrl: string; labels: CreateKeyLabels }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<NewKey | null>(null);
  const hydrated = useHydrated();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "");
    setSending(true);
    announce(labels.sending);
    const outcome = await callNewsApi("/edmNews/keys", publishingToken, { method: "POST", body: { name } });
    setSending(false);
    if (!outcome.ok) return announce(refusalOf(labels.errors, outcome.status));
    setCreated(outcome.body as NewKey);
    form.reset();
    announce(say(labels.created, { name }));
    router.refresh();
  }

  return (
    <>
      <form className={forms.form} onSubmit={create} noValidate aria-labelledby="new-key-form-heading">
        <h3 id="new-key-form-heading">{labels.heading}</h3>
        <div className={forms.field}>
          <label htmlFor="key-name">{labels.name}</label>
          <input
            id="key-name"
            name="name"
            className={fields.input}
            autoComplete="off"
            maxLength={120}
            aria-describedby="key-name-hint"
            required
          />
          <p id="key-name-hint" className={forms.hint}>
            {labels.hint}
          </p>
        </div>
        <div className={forms.actions}>
          <button type="submit" className={fields.primary} disabled={sending || !hydrated}>
            {sending ? labels.sending : labels.submit}
          </button>
        </div>
      </form>
      {created && <NewKeySecret id={created.id} secret={created.secret} apiUrl={apiUrl} labels={labels.secret} />}
    </>
  );
}
