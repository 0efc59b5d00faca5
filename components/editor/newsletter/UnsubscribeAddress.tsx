"use client";

import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import { say } from "../say";
import { NEWSLETTER_API } from "./newsletter-api";
import fields from "../fields.module.css";
import styles from "./Newsletter.module.css";

export type UnsubscribeLabels = {
  email: string;
  submit: string;
  working: string;
  /** "{email} quedó dada de baja." */
  done: string;
  errors: Record<"invalid" | "401" | "403" | "404" | "other", string>;
};

const refusal = (labels: UnsubscribeLabels, status: number) =>
  status === 400
    ? labels.errors.invalid
    : (labels.errors[String(status) as "401" | "403" | "404"] ?? labels.errors.other);

/** Takes one address off the boletín for a reader who asked another way (POST /edmNews/newsletter/unsubscribe). */
export function UnsubscribeAddress({ labels }: { labels: UnsubscribeLabels }) {
  const { publishingToken, announce } = useEditor();
  const [email, setEmail] = useState("");
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    setWorking(true);
    announce(labels.working);
    const outcome = await callNewsApi(NEWSLETTER_API.unsubscribe, publishingToken, { method: "POST", body: { email } });
    setWorking(false);
    const answer = outcome.ok ? "" : refusal(labels, outcome.status);
    setProblem(answer);
    announce(outcome.ok ? say(labels.done, { email: email.trim().toLowerCase() }) : answer);
    if (outcome.ok) setEmail("");
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="unsubscribe-email">{labels.email}</label>
        <input
          id="unsubscribe-email"
          className={fields.input}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "unsubscribe-error" : undefined}
          onChange={(change) => setEmail(change.target.value)}
        />
      </div>
      <button className={fields.secondary} type="submit" disabled={working}>
        {labels.submit}
      </button>
      {problem ? (
        <p id="unsubscribe-error" className={`${fields.error} ${styles.error}`}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
