"use client";

import { useState } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi } from "../news-api";
import fields from "../fields.module.css";
import { NEWSLETTER_API, refusalOf, type RefusalLabels } from "./newsletter-api";

export type TestSendLabels = { submit: string; working: string; done: string; errors: RefusalLabels };

/** The next edition, marked as a test, to the editor's own address (POST /edmNews/newsletter/test). */
export function TestSend({ labels }: { labels: TestSendLabels }) {
  const { publishingToken, announce } = useEditor();
  const [working, setWorking] = useState(false);

  async function send() {
    setWorking(true);
    announce(labels.working);
    const outcome = await callNewsApi(NEWSLETTER_API.test, publishingToken, { method: "POST" });
    setWorking(false);
    announce(outcome.ok ? labels.done : refusalOf(labels.errors, outcome.status));
  }

  return (
    <button className={fields.secondary} type="button" onClick={send} disabled={working}>
      {labels.submit}
    </button>
  );
}
