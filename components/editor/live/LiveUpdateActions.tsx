"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import { say } from "../say";
import { useHydrated } from "../use-hydrated";
import { useQuestion } from "../use-question";
import { liveProblemOf, liveUpdatePath, type LiveProblemLabels } from "./live-api";
import fields from "../fields.module.css";
import actions from "../dashboard/PostActions.module.css";

export type LiveUpdateActionsLabels = {
  pin: string;
  unpin: string;
  pinDone: string;
  unpinDone: string;
  delete: string;
  /** "¿Eliminar la actualización de las {when}? …" */
  confirmDelete: string;
  confirmDeleteButton: string;
  cancel: string;
  deleted: string;
  working: string;
  problems: LiveProblemLabels;
};

type Props = {
  postId: string;
  update: { id: string; pinned: boolean; when: string };
  labels: LiveUpdateActionsLabels;
};

/** An update's buttons: pin or unpin it, delete it after asking in place; each one call, then the list anew. */
export function LiveUpdateActions({ postId, update, labels }: Props) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const { asking, setAsking, question, opener } = useQuestion();

  async function run(call: { method: "PATCH"; body: { pinned: boolean } } | { method: "DELETE" }, done: string) {
    setBusy(true);
    const outcome = await callNewsApi(liveUpdatePath(postId, update.id), publishingToken, call);
    setBusy(false);
    setAsking(false);
    announce(outcome.ok ? done : liveProblemOf(outcome, labels.problems, true));
    router.refresh();
  }

  const togglePin = () =>
    run({ method: "PATCH", body: { pinned: !update.pinned } }, update.pinned ? labels.unpinDone : labels.pinDone);

  if (asking) {
    const ask = `live-delete-${update.id}`;
    return (
      <div ref={question} className={actions.confirm} role="group" aria-labelledby={ask}>
        <p id={ask}>{say(labels.confirmDelete, { when: update.when })}</p>
        <div className={actions.buttons}>
          <button
            className={actions.danger}
            type="button"
            disabled={busy}
            onClick={() => run({ method: "DELETE" }, labels.deleted)}
          >
            {busy ? labels.working : labels.confirmDeleteButton}
          </button>
          <button className={fields.secondary} type="button" disabled={busy} onClick={() => setAsking(false)}>
            {labels.cancel}
          </button>
        </div>
      </div>
    );
  }
  const disabled = busy || !hydrated;
  return (
    <div className={actions.buttons}>
      <button className={fields.secondary} type="button" disabled={disabled} onClick={togglePin}>
        {busy ? labels.working : update.pinned ? labels.unpin : labels.pin}
      </button>
      <button ref={opener} className={actions.danger} type="button" disabled={disabled} onClick={() => setAsking(true)}>
        {labels.delete}
      </button>
    </div>
  );
}
