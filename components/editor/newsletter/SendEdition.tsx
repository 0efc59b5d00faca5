"use client";

import { useState } from "react";
import { NEWSLETTER_EDITOR_PATH } from "@/lib/editor/editor-paths";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import fields from "../fields.module.css";
import { NEWSLETTER_API, refusalOf, type RefusalLabels } from "./newsletter-api";
import styles from "./Newsletter.module.css";

export type SendEditionLabels = {
  send: string;
  /** "¿Enviar el boletín a 1,234 suscriptores confirmados? No se puede deshacer." */
  question: string;
  confirm: string;
  cancel: string;
  working: string;
  errors: RefusalLabels;
};

/**
 * "Enviar", then a question naming how many readers it goes to, then POST /edmNews/newsletter/editions. The page opens
 * again on success, as a navigation, so that the history shows the edition on its way.
 */
export function SendEdition({ labels }: { labels: SendEditionLabels }) {
  const { publishingToken, announce } = useEditor();
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);

  async function send() {
    setWorking(true);
    announce(labels.working);
    const outcome = await callNewsApi(NEWSLETTER_API.editions, publishingToken, { method: "POST" });
    if (outcome.ok) {
      const { id } = outcome.body as { id: number };
      // A navigation, not the router's: the page opened again receives its publishing token.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${NEWSLETTER_EDITOR_PATH}?enviado=${id}`);
      return;
    }
    setWorking(false);
    setAsking(false);
    announce(refusalOf(labels.errors, outcome.status));
  }

  if (!asking)
    return (
      <button className={fields.primary} type="button" onClick={() => setAsking(true)}>
        {labels.send}
      </button>
    );
  return (
    <div className={styles.confirm} role="group" aria-label={labels.send}>
      <p>{labels.question}</p>
      <div className={styles.actions}>
        <button className={fields.primary} type="button" onClick={send} disabled={working} autoFocus>
          {labels.confirm}
        </button>
        <button className={fields.secondary} type="button" onClick={() => setAsking(false)} disabled={working}>
          {labels.cancel}
        </button>
      </div>
    </div>
  );
}
