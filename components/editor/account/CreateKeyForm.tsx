"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import { useHydrated } from "../use-hydrated";
import { say } from "../say";
import { refusalOf } from "../team/team-call";
import type { KeyErrors } from "./account-call";
import { NamingForm, type NamingLabels } from "./NamingForm";
import { NewKeySecret, type NewKeyLabels } from "./NewKeySecret";

export type CreateKeyLabels = NamingLabels & {
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
      <NamingForm field="key-name" labels={labels} sending={sending} disabled={!hydrated} onSubmit={create} />
      {created && <NewKeySecret id={created.id} secret={created.secret} apiUrl={apiUrl} labels={labels.secret} />}
    </>
  );
}
