"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { REVIEW_NOTE_MAX_LENGTH } from "@/lib/validations/post-fields";
import { useEditor } from "../EditorStatus";
import { say } from "../say";
import { useHydrated } from "../use-hydrated";
import fields from "../fields.module.css";
import forms from "../forms.module.css";
import actions from "../dashboard/PostActions.module.css";
import { callReview, type ReviewCallLabels } from "./review-call";

export type ReturnWithNoteLabels = ReviewCallLabels & {
  return: string;
  noteLabel: string;
  noteHint: string;
  confirmReturn: string;
  cancel: string;
  returned: string;
  noteRequired: string;
  noteTooLong: string;
};

/** "Devolver con nota": asks for the note in place, then sends the draft back to its writer with it. */
export function ReturnWithNote({
  post,
  labels,
}: {
  post: { id: string; title: string };
  labels: ReturnWithNoteLabels;
}) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = `return-${post.id}`;

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  async function send() {
    if (!note.trim()) return setError(labels.noteRequired);
    setBusy(true);
    const outcome = await callReview(post, "/return", publishingToken, labels, { note });
    setBusy(false);
    if (outcome.done) {
      setOpen(false);
      setNote("");
      setError(undefined);
      announce(say(labels.returned, { title: post.title }));
    } else {
      const noteProblem = { required: labels.noteRequired, too_long: labels.noteTooLong }[outcome.noteCode ?? ""];
      setError(noteProblem);
      announce(noteProblem ?? outcome.message);
    }
    router.refresh();
  }

  if (!open)
    return (
      <div className={actions.buttons}>
        <button className={fields.secondary} type="button" disabled={!hydrated} onClick={() => setOpen(true)}>
          {labels.return}
        </button>
      </div>
    );
  return (
    <div className={actions.confirm} role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>
        {labels.noteLabel}
      </label>
      <textarea
        ref={field}
        id={id}
        className={fields.input}
        rows={4}
        maxLength={REVIEW_NOTE_MAX_LENGTH}
        value={note}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => setNote(event.target.value)}
      />
      <p id={`${id}-hint`} className={forms.hint}>
        {say(labels.noteHint, { max: String(REVIEW_NOTE_MAX_LENGTH) })}
      </p>
      {error && (
        <p id={`${id}-error`} className={fields.error}>
          {say(error, { max: String(REVIEW_NOTE_MAX_LENGTH) })}
        </p>
      )}
      <div className={actions.buttons}>
        <button className={fields.secondary} type="button" disabled={busy || !hydrated} onClick={send}>
          {busy ? labels.working : labels.confirmReturn}
        </button>
        <button className={fields.secondary} type="button" onClick={() => setOpen(false)}>
          {labels.cancel}
        </button>
      </div>
    </div>
  );
}
