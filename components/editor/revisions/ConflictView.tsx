import { useEffect, useRef } from "react";
import { diffWords } from "@/lib/editor/word-diff";
import { DiffText } from "./DiffText";
import type { EditedPost } from "../edited-post";
import { changedFields, type PostField } from "../post-values";
import fields from "../fields.module.css";
import styles from "./ConflictView.module.css";
import { fillPhrase } from "@/lib/i18n/fill-phrase";

export type ConflictLabels = {
  fields: Record<PostField, string>;
  state: string;
  options: Record<EditedPost["state"], string>;
  conflictTitle: string;
  conflictLead: string;
  conflictAnnounced: string;
  stored: string;
  yours: string;
  useStored: string;
  keepMine: string;
  keptMine: string;
  tookStored: string;
  field: string;
  /** What only the stored version says, and what only the typed one. */
  removed: string;
  added: string;
};

/** Every field, the state included, where the stored version and the typed one differ, as two columns. */
function differences(stored: EditedPost, edited: EditedPost, labels: ConflictLabels) {
  const changed = changedFields(stored.values, edited.values).map((field) => ({
    label: labels.fields[field],
    before: stored.values[field],
    after: edited.values[field],
  }));
  const state = (post: EditedPost) =>
    `${labels.options[post.state]}${post.state === "scheduled" ? ` · ${post.publishAt.replace("T", " ")}` : ""}`;
  if (state(stored) !== state(edited))
    changed.push({ label: labels.state, before: state(stored), after: state(edited) });
  return changed;
}

/**
 * After a 412: the version someone else saved beside what this editor typed, which stays in the form below. Choosing
 * the stored one puts it in the form; keeping one's own makes the next save replace the stored version knowingly.
 */
export function ConflictView({
  stored,
  edited,
  labels,
  onResolve,
}: {
  stored: EditedPost;
  edited: EditedPost;
  labels: ConflictLabels;
  onResolve: (keepMine: boolean) => void;
}) {
  const shown = useRef<HTMLElement>(null);
  // Where the save was refused, the editor is taken to what happened and to the choice to make.
  useEffect(() => shown.current?.focus(), []);
  const words = { removed: labels.removed, added: labels.added };
  const storedHeading = fillPhrase(labels.stored, { version: String(stored.version) });
  return (
    <section ref={shown} className={styles.conflict} aria-labelledby="conflict-title" tabIndex={-1}>
      <h2 id="conflict-title">{labels.conflictTitle}</h2>
      <p>{labels.conflictLead}</p>
      <div className={styles.columns} role="table" aria-labelledby="conflict-title">
        <div className={`${styles.row} ${styles.headings}`} role="row">
          <span role="columnheader" className="visually-hidden">
            {labels.field}
          </span>
          <span role="columnheader" className={styles.heading}>
            {storedHeading}
          </span>
          <span role="columnheader" className={styles.heading}>
            {labels.yours}
          </span>
        </div>
        {differences(stored, edited, labels).map(({ label, before, after }) => {
          const parts = diffWords(before, after);
          return (
            <div key={label} className={styles.row} role="row">
              <span role="rowheader" className={styles.field}>
                {label}
              </span>
              <div role="cell" className={styles.cell} data-side={storedHeading}>
                <DiffText parts={parts} side="before" words={words} />
              </div>
              <div role="cell" className={styles.cell} data-side={labels.yours}>
                <DiffText parts={parts} side="after" words={words} />
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.choices}>
        <button className={fields.secondary} type="button" onClick={() => onResolve(false)}>
          {labels.useStored}
        </button>
        <button className={fields.primary} type="button" onClick={() => onResolve(true)}>
          {labels.keepMine}
        </button>
      </div>
    </section>
  );
}
