"use client";

import styles from "./Account.module.css";
import fields from "../fields.module.css";

export type RecoveryCodesLabels = { heading: string; warning: string; done: string };

/** The ten recovery codes, this once: each opens one sign-in when the authenticator app is lost. */
export function RecoveryCodes({
  codes,
  labels,
  onDone,
}: {
  codes: string[];
  labels: RecoveryCodesLabels;
  onDone: () => void;
}) {
  return (
    <section className={styles.secretBox} aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">{labels.heading}</h3>
      <p className={styles.warning} role="alert">
        {labels.warning}
      </p>
      <ol className={styles.recoveryCodes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code className={styles.mono}>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className={fields.secondary} onClick={onDone}>
        {labels.done}
      </button>
    </section>
  );
}
