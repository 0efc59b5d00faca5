"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import { useHydrated } from "../use-hydrated";
import { say } from "../say";
import { refusalOf } from "../team/team-call";
import fields from "../fields.module.css";
import team from "../team/Team.module.css";
import type { KeyErrors } from "./account-call";

export type RemovalLabels = {
  remove: string;
  /** "¿Revocar «{name}»? …" */
  confirm: string;
  confirmRemove: string;
  keep: string;
  removed: string;
  errors: KeyErrors;
};

/**
 * "Revocar" an API key, "Quitar" a passkey: a confirmation in place, then the DELETE of `path`; what it removes stops
 * working at once.
 */
export function ConfirmedRemoval({ path, name, labels }: { path: string; name: string; labels: RemovalLabels }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function remove() {
    setBusy(true);
    const outcome = await callNewsApi(path, publishingToken, { method: "DELETE" });
    setBusy(false);
    if (!outcome.ok) return announce(refusalOf(labels.errors, outcome.status));
    announce(labels.removed);
    router.refresh();
  }

  if (!asking) {
    return (
      <button type="button" className={fields.secondary} disabled={!hydrated} onClick={() => setAsking(true)}>
        {labels.remove}
      </button>
    );
  }
  return (
    <div className={team.actions} role="group" aria-label={say(labels.confirm, { name })}>
      <span>{say(labels.confirm, { name })}</span>
      <button type="button" className={fields.secondary} disabled={busy} onClick={remove}>
        {labels.confirmRemove}
      </button>
      <button type="button" className={fields.secondary} disabled={busy} onClick={() => setAsking(false)}>
        {labels.keep}
      </button>
    </div>
  );
}
