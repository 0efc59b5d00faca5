import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import fields from "../fields.module.css";
import styles from "./StoryToolbar.module.css";

type Props = {
  title: string;
  labels: { insert: string; cancel: string };
  /** Said in the dialog's alert: why nothing was inserted yet. */
  problem: string | null;
  /** True when what was asked is in order: the dialog then closes, and the toolbar writes it. */
  onSubmit: () => boolean;
  /** Closed by its buttons or by Escape, after writing or not. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal dialog of the story toolbar: the browser's own <dialog>, so focus stays inside, Escape closes it and the
 * rest of the page is inert while it is open. It is placed at the end of the body: its form cannot sit inside the
 * post form.
 */
export function ToolDialog({ title, labels, problem, onSubmit, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => dialog.current?.showModal(), []);
  return createPortal(
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React carries a portal's events up to its parents: the post form must not hear this one.
          event.stopPropagation();
          if (onSubmit()) dialog.current?.close();
        }}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
        <p className={fields.error} role="alert">
          {problem}
        </p>
        <div className={styles.dialogActions}>
          <button className={fields.primary} type="submit">
            {labels.insert}
          </button>
          <button className={fields.secondary} type="button" onClick={() => dialog.current?.close()}>
            {labels.cancel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}

type FieldProps = {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  required?: boolean;
  /** An address: typed as one on a phone's keyboard. */
  address?: boolean;
};

/** One labelled text field of a toolbar dialog, its hint tied to it. */
export function DialogField({ label, hint, value, onChange, invalid, required, address }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.dialogField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={fields.input}
        type="text"
        value={value}
        required={required}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...(address ? { inputMode: "url", spellCheck: false, autoCapitalize: "none" } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <span id={`${id}-hint`} className={styles.dialogHint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
