"use client";
import { useEffect, useState, type ReactNode } from "react";
import { previewStory } from "./preview-story";
import styles from "./StoryToolbar.module.css";

export type StoryPreviewLabels = { show: string; hide: string; title: string; empty: string; failed: string };

/** Asked again this long after the last keystroke: one render per pause in the writing, not per key. */
const PAUSE_MS = 400;

type Shown = { fields: string; node: ReactNode } | { fields: string; failed: true };

/**
 * "Vista previa": the body fields drawn as the post page draws them, by the server's renderer, while the editor
 * writes. Without JavaScript it is absent; the saved post's preview page shows the same.
 */
export function StoryPreview({ fields, labels }: { fields: string[]; labels: StoryPreviewLabels }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const key = JSON.stringify(fields);
  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      previewStory(JSON.parse(key) as string[])
        .then((node) => current && setShown(node ? { fields: key, node } : { fields: key, failed: true }))
        .catch(() => current && setShown({ fields: key, failed: true }));
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, key]);
  const empty = fields.every((field) => field.trim() === "");
  return (
    <section className={styles.preview} aria-label={labels.title}>
      <button type="button" className={styles.previewToggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? labels.hide : labels.show}
      </button>
      {open ? (
        <div className={styles.previewBody} aria-live="polite" aria-busy={shown?.fields !== key}>
          {empty ? <p>{labels.empty}</p> : shown && "failed" in shown ? <p>{labels.failed}</p> : shown?.node}
        </div>
      ) : null}
    </section>
  );
}
