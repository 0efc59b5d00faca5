"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useEditor } from "../EditorStatus";
import { say } from "../say";
import { useHydrated } from "../use-hydrated";
import fields from "../fields.module.css";
import { callReview, type ReviewCallLabels } from "./review-call";

export type RequestReviewLabels = ReviewCallLabels & { request: string; requested: string };

/** "Enviar a revisión": the owner's draft joins the Editors' queue, and the page's data is read again. */
export function RequestReview({ post, labels }: { post: { id: string; title: string }; labels: RequestReviewLabels }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  async function request() {
    setBusy(true);
    const outcome = await callReview(post, "", publishingToken, labels);
    setBusy(false);
    announce(outcome.done ? say(labels.requested, { title: post.title }) : outcome.message);
    router.refresh();
  }

  return (
    <button className={fields.primary} type="button" disabled={busy || !hydrated} onClick={request}>
      {busy ? labels.working : labels.request}
    </button>
  );
}
