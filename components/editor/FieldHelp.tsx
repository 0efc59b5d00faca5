import fields from "./fields.module.css";
import styles from "./PostForm.module.css";

/**
 * What a field of the post form says under it: its hint and the server's complaint, with the ids its input names in
 * aria-describedby (`{id}-hint`, `{id}-error`).
 */
export function FieldHelp({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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
