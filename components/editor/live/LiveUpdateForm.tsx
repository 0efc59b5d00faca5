"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { FieldCode } from "@/lib/validations/field-problems";
import { useEditor } from "../EditorStatus";
import { fieldErrorsOf } from "../field-errors";
import { callNewsApi } from "../news-api";
import { ImageField, type ImageFieldLabels } from "../photo/ImageField";
import { PostFieldInput } from "../PostFieldInput";
import { useHydrated } from "../use-hydrated";
import { liveProblemOf, liveUpdatesPath, type LiveProblemLabels } from "./live-api";
import { EMPTY_LIVE_UPDATE, liveUpdateBody, type LiveUpdateValues } from "./live-update-values";
import fields from "../fields.module.css";
import forms from "../forms.module.css";
import styles from "./LiveEditor.module.css";

export type LiveUpdateFormLabels = {
  heading: string;
  text: string;
  textHint: string;
  image: string;
  imageAlt: string;
  imageAltHint: string;
  pinned: string;
  pinnedHint: string;
  add: string;
  adding: string;
  added: string;
  photo: ImageFieldLabels;
  errors: Record<FieldCode, string>;
  problems: LiveProblemLabels;
};

const FIELDS = ["text", "image", "imageAlt"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/** "Nueva actualización": its text, an optional photo with what it shows, and a pin; one POST, then the list anew. */
export function LiveUpdateForm({ postId, labels }: { postId: string; labels: LiveUpdateFormLabels }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const hydrated = useHydrated();
  const [values, setValues] = useState<LiveUpdateValues>(EMPTY_LIVE_UPDATE);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  // A new key after each update: the photo field forgets the photo it showed.
  const [round, setRound] = useState(0);

  const change = (part: Partial<LiveUpdateValues>) => setValues((current) => ({ ...current, ...part }));

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setProblem(null);
    const outcome = await callNewsApi(liveUpdatesPath(postId), publishingToken, {
      method: "POST",
      body: liveUpdateBody(values),
    });
    setSending(false);
    if (outcome.ok) {
      setValues(EMPTY_LIVE_UPDATE);
      setRound((count) => count + 1);
      announce(labels.added);
      router.refresh();
      return;
    }
    setErrors(fieldErrorsOf(outcome.fieldCodes, FIELDS, labels.errors));
    const said = liveProblemOf(outcome, labels.problems, false);
    setProblem(said);
    announce(said);
  }

  return (
    <form className={`${forms.form} ${styles.form}`} onSubmit={add} noValidate aria-labelledby="live-update-heading">
      <h2 id="live-update-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      <PostFieldInput
        field="text"
        label={labels.text}
        rows={5}
        hint={labels.textHint}
        value={values.text}
        error={errors.text}
        onChange={(text) => change({ text })}
      />
      <ImageField
        key={round}
        label={labels.image}
        labels={labels.photo}
        value={values.image}
        error={errors.image}
        publishingToken={publishingToken}
        stored={null}
        onChange={(image) => change({ image })}
        onBusy={setUploading}
      />
      <PostFieldInput
        field="imageAlt"
        label={labels.imageAlt}
        hint={labels.imageAltHint}
        value={values.imageAlt}
        error={errors.imageAlt}
        onChange={(imageAlt) => change({ imageAlt })}
      />
      <div className={forms.field}>
        <label className={forms.option}>
          <input
            type="checkbox"
            name="pinned"
            checked={values.pinned}
            aria-describedby="live-pinned-hint"
            onChange={(event) => change({ pinned: event.target.checked })}
          />
          {labels.pinned}
        </label>
        <p id="live-pinned-hint" className={forms.hint}>
          {labels.pinnedHint}
        </p>
      </div>
      <p className={`${fields.error} ${forms.problem}`} role="alert">
        {problem}
      </p>
      <button className={`${fields.primary} ${forms.save}`} type="submit" disabled={sending || uploading || !hydrated}>
        {sending ? labels.adding : labels.add}
      </button>
    </form>
  );
}
