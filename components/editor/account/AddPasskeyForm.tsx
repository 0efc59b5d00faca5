"use client";

import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import { useHydrated } from "../use-hydrated";
import { say } from "../say";
import type { KeyErrors } from "./account-call";
import { NamingForm, type NamingLabels } from "./NamingForm";
import { addPasskey } from "./passkey-registration";

export type AddPasskeyLabels = NamingLabels & {
  /** "Llave de acceso «{name}» agregada." */
  added: string;
  notCreated: string;
  /** The device already holds one of the person's passkeys (the options exclude them). */
  alreadyKept: string;
  unsupported: string;
  errors: KeyErrors;
};

/** "Agregar llave de acceso": the person names it, then their device makes it (the browser's own dialog). */
export function AddPasskeyForm({ labels }: { labels: AddPasskeyLabels }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const supported = hydrated && browserSupportsWebAuthn();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    if (!name) return announce(labels.errors["400"]);
    setSending(true);
    announce(labels.sending);
    const refusal = await addPasskey(name, publishingToken, labels);
    setSending(false);
    if (refusal) return announce(refusal);
    form.reset();
    announce(say(labels.added, { name }));
    router.refresh();
  }

  return (
    <NamingForm field="passkey-name" labels={labels} sending={sending} disabled={!supported} onSubmit={add}>
      {hydrated && !supported && <p>{labels.unsupported}</p>}
    </NamingForm>
  );
}
