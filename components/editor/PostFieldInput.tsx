import type { PostField } from "./post-values";
import fields from "./fields.module.css";
import styles from "./PostForm.module.css";

const TEXTAREAS: ReadonlySet<PostField> = new Set(["description", "introduction", "climax", "conclusion"]);
const INPUT_TYPES: Partial<Record<PostField, string>> = { image: "url", date: "date" };

type Props = {
  field: PostField;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** One labelled field with its hint and the server's complaint, both tied to it for screen readers. */
export function PostFieldInput({ field, label, hint, value, error, onChange }: Props) {
  const id = `post-${field}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    className: fields.input,
    name: field,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {TEXTAREAS.has(field) ? (
        <textarea {...common} rows={field === "description" ? 3 : 6} />
      ) : (
        <input {...common} type={INPUT_TYPES[field] ?? "text"} />
      )}
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
    </div>
  );
}
