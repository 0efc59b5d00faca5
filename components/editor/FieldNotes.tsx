import fields from "./fields.module.css";
import styles from "./forms.module.css";

/** The ids a control names in aria-describedby for the notes under it: its hint, then the API's complaint. */
export const notesOf = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

/** Under a field of the editor's forms: its hint and the API's complaint, each with the id its control names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fields.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
