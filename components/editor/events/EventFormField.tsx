import type { ReactNode } from "react";
import { FieldNotes, notesOf } from "../FieldNotes";
import fields from "../fields.module.css";
import styles from "../forms.module.css";

/** What ties a control to its label, hint and complaint, for screen readers and for the invalid border. */
export type ControlProps = {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type Props = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Drawn between the label and the control: the description's toolbar. */
  tools?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/** One labelled control of the event form, with its hint and the API's complaint beside it. */
export function EventFormField({ id, label, hint, error, tools, children }: Props) {
  const described = notesOf(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {tools}
      {children({
        id,
        className: fields.input,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described,
      })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A one-line text field (or `type`'s) of the form. */
export function TextField({
  type = "text",
  value,
  onChange,
  inputMode,
  ...field
}: Omit<Props, "children"> & {
  type?: "text" | "datetime-local";
  value: string;
  onChange: (value: string) => void;
  inputMode?: "numeric" | "url";
}) {
  return (
    <EventFormField {...field}>
      {(control) => (
        <input
          {...control}
          name={field.id}
          type={type}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </EventFormField>
  );
}

/** A choice among a few options (kind, status, zone). */
export function SelectField({
  value,
  options,
  onChange,
  ...field
}: Omit<Props, "children"> & {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <EventFormField {...field}>
      {(control) => (
        <select {...control} name={field.id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </EventFormField>
  );
}
