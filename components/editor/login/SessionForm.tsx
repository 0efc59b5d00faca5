"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useHydrated } from "../use-hydrated";
import fields from "../fields.module.css";
import styles from "./LoginForm.module.css";

/**
 * The form of the sign-in's pages (log in, welcome, forgotten and new password): its fields, a button that stays
 * disabled until the page is interactive and while a request is out, and the refusal under it. `send` answers the
 * sentence to show, or null once it succeeded (the page then moves on, so the button stays busy).
 */
export function SessionForm({
  submit,
  busy,
  send,
  children,
}: {
  submit: string;
  busy: string;
  send: (form: FormData) => Promise<string | null>;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError(null);
    const refusal = await send(form);
    if (refusal === null) return;
    setError(refusal);
    setSending(false);
  }

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit}>
        {children}
        <button className={`${fields.primary} ${styles.submit}`} type="submit" disabled={sending || !hydrated}>
          {sending ? busy : submit}
        </button>
      </form>
      <p className={`${fields.error} ${styles.error}`} role="alert">
        {error}
      </p>
    </>
  );
}

/**
 * The address a person signs in with, as their password manager knows it (the login's takes any text, and offers the
 * site's passkeys among its suggestions: `passkeys`).
 */
export function EmailField({
  label,
  type = "email",
  passkeys = false,
}: {
  label: string;
  type?: "email" | "text";
  passkeys?: boolean;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={fields.input}
        name="email"
        type={type}
        autoComplete={passkeys ? "username webauthn" : "username"}
        spellCheck={false}
        autoCapitalize="none"
        required
      />
    </label>
  );
}
