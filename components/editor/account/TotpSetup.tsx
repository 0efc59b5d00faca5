"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import { useHydrated } from "../use-hydrated";
import { refusalOf } from "../team/team-call";
import fields from "../fields.module.css";
import type { KeyErrors } from "./account-call";
import { RecoveryCodes, type RecoveryCodesLabels } from "./RecoveryCodes";
import styles from "./Account.module.css";

export type TotpSetupLabels = {
  start: string;
  starting: string;
  scan: string;
  secret: string;
  code: string;
  activate: string;
  activating: string;
  wrongCode: string;
  /** Set up: the recovery codes below are to be kept. */
  activated: string;
  renew: string;
  renewing: string;
  renewed: string;
  codes: RecoveryCodesLabels;
  errors: KeyErrors;
};

type Started = { secret: string; qrCode: string };

/**
 * Sets the person's authenticator app up (its QR code, then its first code) and shows the recovery codes once; with
 * one set up (`on`), makes new recovery codes.
 */
export function TotpSetup({ on, labels }: { on: boolean; labels: TotpSetupLabels }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const hydrated = useHydrated();
  const [started, setStarted] = useState<Started | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [sending, setSending] = useState(false);

  async function call(path: string, method: "POST" | "PUT", body?: unknown) {
    setSending(true);
    const outcome = await callNewsApi(path, publishingToken, { method, body });
    setSending(false);
    if (!outcome.ok && outcome.fieldCodes.code === "invalid") announce(labels.wrongCode);
    else if (!outcome.ok) announce(refusalOf(labels.errors, outcome.status));
    return outcome.ok ? outcome.body : null;
  }

  async function start() {
    announce(labels.starting);
    const body = (await call("/edmNews/account/totp", "POST")) as Started | null;
    if (body) setStarted({ secret: body.secret, qrCode: body.qrCode });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    announce(labels.activating);
    const body = (await call("/edmNews/account/totp", "PUT", { code })) as { recoveryCodes: string[] } | null;
    if (!body) return;
    setCodes(body.recoveryCodes);
    announce(labels.activated);
  }

  async function renew() {
    announce(labels.renewing);
    const body = (await call("/edmNews/account/totp/recovery-codes", "POST")) as { recoveryCodes: string[] } | null;
    if (!body) return;
    setCodes(body.recoveryCodes);
    announce(labels.renewed);
  }

  if (codes) {
    const done = () => {
      setCodes(null);
      setStarted(null);
      router.refresh();
    };
    return <RecoveryCodes codes={codes} labels={labels.codes} onDone={done} />;
  }
  if (on) {
    return (
      <button type="button" className={fields.secondary} disabled={!hydrated || sending} onClick={renew}>
        {sending ? labels.renewing : labels.renew}
      </button>
    );
  }
  if (!started) {
    return (
      <button type="button" className={fields.primary} disabled={!hydrated || sending} onClick={start}>
        {sending ? labels.starting : labels.start}
      </button>
    );
  }
  return (
    <div className={styles.totpSetup}>
      <p>{labels.scan}</p>
      {/* The server's SVG (lib/auth/totp.ts, qrcode): paths only, no script or link. */}
      <div className={styles.qrCode} dangerouslySetInnerHTML={{ __html: started.qrCode }} />
      <p>
        {labels.secret}:{" "}
        <code className={styles.mono} data-testid="totp-secret">
          {started.secret}
        </code>
      </p>
      <form className={styles.inlineForm} onSubmit={confirm}>
        <label>
          <span>{labels.code}</span>
          <input
            className={fields.input}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
        </label>
        <button type="submit" className={fields.primary} disabled={sending}>
          {sending ? labels.activating : labels.activate}
        </button>
      </form>
    </div>
  );
}
