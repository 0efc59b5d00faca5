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

export type RevokeKeyLabels = {
  revoke: string;
  /** "¿Revocar «{name}»? …" */
  confirm: string;
  confirmRevoke: string;
  keep: string;
  revoked: string;
  errors: KeyErrors;
};

/** "Revocar", then a confirmation in place: the key stops working at once (DELETE /edmNews/keys/{id}). */
export function RevokeKey({ id, name, labels }: { id: string; name: string; labels: RevokeKeyLabels }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function revoke() {
    setBusy(true);
    const outcome = await callNewsApi(`/edmNews/keys/${id}`, publishingToken, { method: "DELETE" });
    setBusy(false);
    if (!outcome.ok) return announce(refusalOf(labels.errors, outcome.status));
    announce(labels.revoked);
    router.refresh();
  }

  if (!asking) {
    return (
      <button type="button" className={fields.secondary} disabled={!hydrated} onClick={() => setAsking(true)}>
        {labels.revoke}
      </button>
    );
  }
  return (
    <div className={team.actions} role="group" aria-label={say(labels.confirm, { name })}>
      <span>{say(labels.confirm, { name })}</span>
      <button type="button" className={fields.secondary} disabled={busy} onClick={revoke}>
        {labels.confirmRevoke}
      </button>
      <button type="button" className={fields.secondary} disabled={busy} onClick={() => setAsking(false)}>
        {labels.keep}
      </button>
    </div>
  );
}
