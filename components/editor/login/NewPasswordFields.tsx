import { PASSWORD_MIN_LENGTH } from "@/lib/validations/password-length";
import fields from "../fields.module.css";
import styles from "./LoginForm.module.css";

export type NewPasswordLabels = {
  password: string;
  passwordHint: string;
  repeat: string;
  short: string;
  mismatch: string;
};

/** The fields' words, from any part of the messages that names them alike (the welcome, the reset, the account). */
export const newPasswordLabels = (t: (key: keyof NewPasswordLabels) => string): NewPasswordLabels => ({
  password: t("password"),
  passwordHint: t("passwordHint"),
  repeat: t("repeat"),
  short: t("short"),
  mismatch: t("mismatch"),
});

/** A password chosen twice, for the welcome and the reset: the browser's manager offers a strong one for both. */
export function NewPasswordFields({ id, labels }: { id: string; labels: NewPasswordLabels }) {
  return (
    <>
      <label className={styles.field}>
        <span>{labels.password}</span>
        <input
          className={fields.input}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={`${id}-hint`}
          required
        />
      </label>
      <small id={`${id}-hint`}>{labels.passwordHint}</small>
      <label className={styles.field}>
        <span>{labels.repeat}</span>
        <input className={fields.input} name="repeat" type="password" autoComplete="new-password" required />
      </label>
    </>
  );
}

/** What is wrong with the two fields, in the form's words, or null; the server checks the length again. */
export function newPasswordProblem(form: FormData, labels: NewPasswordLabels): string | null {
  const password = String(form.get("password"));
  if (password.length < PASSWORD_MIN_LENGTH) return labels.short;
  return password === form.get("repeat") ? null : labels.mismatch;
}
