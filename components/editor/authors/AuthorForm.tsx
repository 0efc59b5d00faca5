"use client";

import { useState, type FormEvent } from "react";
import { authorApiPath } from "@/lib/authors/author-paths";
import { useEditor } from "../EditorStatus";
import { useHydrated } from "../use-hydrated";
import { ImageField, type ImageFieldLabels, type StoredPhoto } from "../photo/ImageField";
import { callNewsApi } from "../news-api";
import { say } from "../say";
import fields from "../fields.module.css";
import styles from "../forms.module.css";

export type AuthorFormLabels = {
  bio: string;
  bioHint: string;
  /** "{count} de 600 caracteres", filled in the browser. */
  bioCount: string;
  photo: string;
  photoField: ImageFieldLabels;
  save: string;
  saving: string;
  saved: string;
  errors: Record<"bio" | "photo" | "401" | "403" | "404" | "other", string>;
};

type Props = { slug: string; bio: string; photo: string; stored: StoredPhoto | null; labels: AuthorFormLabels };

const refusal = (labels: AuthorFormLabels, status: number) =>
  labels.errors[String(status) as "401" | "403" | "404"] ?? labels.errors.other;

/** The author's bio and photo, saved through the API (PUT /edmNews/authors/{slug}), which checks both. */
export function AuthorForm({ slug, bio: storedBio, photo: storedPhoto, stored, labels }: Props) {
  const { publishingToken, announce } = useEditor();
  const [bio, setBio] = useState(storedBio);
  const [photo, setPhoto] = useState(storedPhoto);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState<{ bio?: boolean; photo?: boolean }>({});
  const hydrated = useHydrated();

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    announce(labels.saving);
    const outcome = await callNewsApi(authorApiPath(slug), publishingToken, { method: "PUT", body: { bio, photo } });
    setSaving(false);
    setInvalid(outcome.ok ? {} : { bio: "bio" in outcome.fieldCodes, photo: "photo" in outcome.fieldCodes });
    if (outcome.ok) announce(labels.saved);
    else if (outcome.status !== 400) announce(refusal(labels, outcome.status));
    else announce("");
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <div className={styles.field}>
        <label htmlFor="author-bio">{labels.bio}</label>
        <textarea
          id="author-bio"
          className={fields.input}
          name="bio"
          rows={6}
          value={bio}
          aria-invalid={invalid.bio || undefined}
          aria-describedby={invalid.bio ? "author-bio-hint author-bio-error" : "author-bio-hint"}
          onChange={(change) => setBio(change.target.value)}
        />
        <p id="author-bio-hint" className={styles.hint}>
          {labels.bioHint} {say(labels.bioCount, { count: String(bio.trim().length) })}
        </p>
        {invalid.bio ? (
          <p id="author-bio-error" className={fields.error}>
            {labels.errors.bio}
          </p>
        ) : null}
      </div>
      <ImageField
        label={labels.photo}
        labels={labels.photoField}
        value={photo}
        error={invalid.photo ? labels.errors.photo : undefined}
        publishingToken={publishingToken}
        stored={stored}
        onChange={setPhoto}
        onBusy={setUploading}
      />
      <button className={`${fields.primary} ${styles.save}`} type="submit" disabled={saving || uploading || !hydrated}>
        {saving ? labels.saving : labels.save}
      </button>
    </form>
  );
}
