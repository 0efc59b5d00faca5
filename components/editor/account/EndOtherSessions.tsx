"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useEditor } from "../EditorStatus";
import { useHydrated } from "../use-hydrated";
import fields from "../fields.module.css";
import { changeAccount, type AccountErrors } from "./account-call";

export type EndOtherSessionsLabels = { endOthers: string; ending: string; ended: string };

/** "Cerrar las demás sesiones" (DELETE /edmNews/account/sessions): this one stays open. */
export function EndOtherSessions({ labels, errors }: { labels: EndOtherSessionsLabels; errors: AccountErrors }) {
  const { publishingToken, announce } = useEditor();
  const router = useRouter();
  const [ending, setEnding] = useState(false);
  const hydrated = useHydrated();

  async function end() {
    setEnding(true);
    const refusal = await changeAccount("/edmNews/account/sessions", publishingToken, { method: "DELETE" }, errors);
    setEnding(false);
    announce(refusal ?? labels.ended);
    if (!refusal) router.refresh();
  }

  return (
    <button type="button" className={fields.secondary} disabled={ending || !hydrated} onClick={end}>
      {ending ? labels.ending : labels.endOthers}
    </button>
  );
}
