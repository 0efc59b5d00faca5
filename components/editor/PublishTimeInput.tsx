import fields from "./fields.module.css";
import styles from "./PostForm.module.css";

/** publishAt as Mexico City's wall-clock time; the form turns it into an instant with lib/editor/publish-time.ts. */
export function PublishTimeInput({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={fields.input}
        type="datetime-local"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={fields.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
