import type { FormEvent, ReactNode } from "react";
import fields from "../fields.module.css";
import forms from "../forms.module.css";

export type NamingLabels = { heading: string; name: string; hint: string; submit: string; sending: string };

/**
 * The form that makes something the person names to tell it from their others (an API key, a passkey): its heading,
 * the name with its hint, and the button, busy while `sending`. `field` is the input's id; `children` go under the
 * heading.
 */
export function NamingForm({
  field,
  labels,
  sending,
  disabled,
  onSubmit,
  children,
}: {
  field: string;
  labels: NamingLabels;
  sending: boolean;
  disabled: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-labelledby={`${field}-heading`}>
      <h3 id={`${field}-heading`}>{labels.heading}</h3>
      {children}
      <div className={forms.field}>
        <label htmlFor={field}>{labels.name}</label>
        <input
          id={field}
          name="name"
          className={fields.input}
          autoComplete="off"
          maxLength={120}
          aria-describedby={`${field}-hint`}
          required
        />
        <p id={`${field}-hint`} className={forms.hint}>
          {labels.hint}
        </p>
      </div>
      <div className={forms.actions}>
        <button type="submit" className={fields.primary} disabled={sending || disabled}>
          {sending ? labels.sending : labels.submit}
        </button>
      </div>
    </form>
  );
}
