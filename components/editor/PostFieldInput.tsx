import type { ReactNode } from "react";
import { FieldNotes, notesOf } from "./FieldNotes";
import type { PostField } from "./post-values";
import fields from "./fields.module.css";
import styles from "./forms.module.css";

/** A post's fields, its publish time, its live coverage's bounds, and a live update's text. */
type InputField = PostField | "publishAt" | "liveStart" | "liveEnd" | "text";

const INPUT_TYPES: Partial<Record<InputField, string>> = {
  date: "date",
  publishAt: "datetime-local",
  liveStart: "datetime-local",
  liveEnd: "datetime-local",
};
/**
 * The image is a URL or an uploaded photo's /media/... address, which type="url" does not allow as its value: a text
 * field that types as a URL field does.
 */
const ADDRESS_TYPING = { inputMode: "url", spellCheck: false, autoCapitalize: "none" } as const;

type Props = {
  /** The times: wall-clock times in Mexico City, turned into instants by lib/dates/publish-time.ts. */
  field: InputField;
  /** When the page holds more than one form. */
  idPrefix?: string;
  label: string;
  /** A text of several lines: a textarea of that many rows. */
  rows?: number;
  hint?: string;
  /** Aids drawn between the label and the field: a body field's story toolbar. */
  tools?: ReactNode;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** The id of a field's input, which its label and the story toolbar name. */
export const fieldInputId = (field: Props["field"], idPrefix = "post") => `${idPrefix}-${field}`;

/** One labelled field with its hint and the server's complaint, both tied to it for screen readers. */
export function PostFieldInput({ field, idPrefix, label, rows, hint, tools, value, error, onChange }: Props) {
  const id = fieldInputId(field, idPrefix);
  const described = notesOf(id, hint, error);
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
      {tools}
      {rows ? (
        <textarea {...common} rows={rows} />
      ) : (
        // Seconds too for a publish time: a post can be scheduled for the next minute's first seconds.
        <input
          {...common}
          type={INPUT_TYPES[field] ?? "text"}
          {...(field === "image" ? ADDRESS_TYPING : {})}
          step={field === "publishAt" ? 1 : undefined}
        />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
