"use client";

import { useState } from "react";
import fields from "../fields.module.css";
import styles from "./Account.module.css";

export type NewKeyLabels = {
  heading: string;
  warning: string;
  id: string;
  secret: string;
  copy: string;
  copied: string;
  example: string;
};

/** The new key's secret, this once: with a warning, a copy button, and how a client sends it. */
export function NewKeySecret({
  id,
  secret,
  apiUrl,
  labels,
}: {
  id: string;
  secret: string;
  apiUrl: string;
  labels: NewKeyLabels;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }
  return (
    <section className={styles.secretBox} aria-labelledby="new-key-heading">
      <h3 id="new-key-heading">{labels.heading}</h3>
      <p className={styles.warning} role="alert">
        {labels.warning}
      </p>
      <dl className={styles.credentials}>
        <dt>{labels.id}</dt>
        <dd>
          <code>{id}</code>
        </dd>
        <dt>{labels.secret}</dt>
        <dd>
          <code data-testid="new-key-secret">{secret}</code>
          <button type="button" className={fields.secondary} onClick={copy}>
            {copied ? labels.copied : labels.copy}
          </button>
        </dd>
      </dl>
      <p className={styles.example}>
        {labels.example}: <code>{`curl -u ${id}:${secret} ${apiUrl}`}</code>
      </p>
    </section>
  );
}
