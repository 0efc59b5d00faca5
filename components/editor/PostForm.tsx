"use client";

import { useState, type FormEvent } from "react";
import { postFieldCode, type PostFieldCode } from "./field-errors";
import { PostFieldInput } from "./PostFieldInput";
import {
  emptyPostValues,
  isIncomplete,
  POST_FIELDS,
  slugFromTitle,
  type PostField,
  type PostValues,
} from "./post-values";
import { publishPost } from "./publish-post";
import fields from "./fields.module.css";
import styles from "./PostForm.module.css";
import { useHydrated } from "./use-hydrated";

export type PostFormLabels = {
  fields: Record<PostField, string>;
  idHint: string;
  save: string;
  saving: string;
  incomplete: string;
  failed: string;
  sessionExpired: string;
  reload: string;
  errors: Record<PostFieldCode, string>;
};

/** `publishingToken` is null when the page was not opened by a navigation: publishing is then refused. */
export function PostForm({
  labels,
  today,
  publishingToken,
}: {
  labels: PostFormLabels;
  today: string;
  publishingToken: string | null;
}) {
  const [values, setValues] = useState<PostValues>(() => emptyPostValues(today));
  const [idTyped, setIdTyped] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<PostField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();

  function change(field: PostField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === "title" && !idTyped) next.id = slugFromTitle(value);
      return next;
    });
    // Emptying the id hands it back to the suggestion.
    if (field === "id") setIdTyped(value !== "");
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isIncomplete(values)) {
      alert(labels.incomplete);
      return;
    }
    setSubmitting(true);
    setErrors({});
    setProblem(null);
    const outcome = await publishPost(values, publishingToken);
    if (outcome.ok) {
      setValues(emptyPostValues(today));
      setIdTyped(false);
      // A full load: the router's cache may still hold lists prefetched before this post existed.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/");
      return;
    }
    const fieldsInError = Object.entries(outcome.fieldCodes).filter(([field]) =>
      POST_FIELDS.includes(field as PostField),
    );
    setErrors(Object.fromEntries(fieldsInError.map(([field, code]) => [field, labels.errors[postFieldCode(code)]])));
    const problems: Record<number, string> = { 401: labels.sessionExpired, 403: labels.reload };
    setProblem(problems[outcome.status] ?? labels.failed);
    setSubmitting(false);
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      {POST_FIELDS.map((field) => (
        <PostFieldInput
          key={field}
          field={field}
          label={labels.fields[field]}
          hint={field === "id" ? labels.idHint : undefined}
          value={values[field]}
          error={errors[field]}
          onChange={(value) => change(field, value)}
        />
      ))}
      <p className={`${fields.error} ${styles.problem}`} role="alert">
        {problem}
      </p>
      <button className={`${fields.primary} ${styles.save}`} type="submit" disabled={submitting || !hydrated}>
        {submitting ? labels.saving : labels.save}
      </button>
    </form>
  );
}
