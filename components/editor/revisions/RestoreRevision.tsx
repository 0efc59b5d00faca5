"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useEditor } from "../EditorStatus";
import { callNewsApi, postApiPath } from "../news-api";
import { say } from "../say";
import fields from "../fields.module.css";
import { useHydrated } from "../use-hydrated";

export type RestoreRevisionLabels = { restore: string; restored: string; conflict: string; failed: string };

/** Brings a revision's words back as a new revision, with the version of the post this page showed. */
export function RestoreRevision({
  postId,
  version,
  number,
  labels,
}: {
  postId: string;
  version: number;
  number: number;
  labels: RestoreRevisionLabels;
}) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const values = { number: String(number) };

  async function restore() {
    setBusy(true);
    const outcome = await callNewsApi(`${postApiPath(postId)}/restore?revision=${number}`, publishingToken, {
      method: "POST",
      ifMatch: version,
    });
    setBusy(false);
    announce(say(outcome.ok ? labels.restored : outcome.status === 412 ? labels.conflict : labels.failed, values));
    router.refresh();
  }

  return (
    <button className={fields.secondary} type="button" disabled={busy || !hydrated} onClick={restore}>
      {say(labels.restore, values)}
    </button>
  );
}
