import { useEffect, useRef, useState } from "react";
import { focusFractions, type FocalPoint } from "./focal-point";
import { callNewsApi } from "../news-api";

/** "full": the site has no room for the new crops (507). */
export type FocusSaving = "saved" | "saving" | "failed" | "full";

/** The states the editor must act on. */
export const focusNotSaved = (saving: FocusSaving) => saving === "failed" || saving === "full";

// A run of arrow presses is one change: only where the point comes to rest is sent.
const SETTLE_MS = 400;

/**
 * The photo's focal point, sent to POST /edmNews/media/{hash}/focus once it settles: the server makes the crops for
 * it there and then, so the post itself only names the photo.
 */
export function useFocalPoint(hash: string, stored: FocalPoint, publishingToken: string | null) {
  const [focus, setFocus] = useState(stored);
  const [saved, setSaved] = useState(stored);
  const [failed, setFailed] = useState<"failed" | "full" | null>(null);
  // One call at a time, so that a slow answer for an older point cannot land after the newer one.
  const sending = useRef<Promise<unknown>>(Promise.resolve());
  const settled = focus.x === saved.x && focus.y === saved.y;

  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => {
      sending.current = sending.current.then(async () => {
        const outcome = await callNewsApi(`/edmNews/media/${hash}/focus`, publishingToken, {
          method: "POST",
          body: focusFractions(focus),
        });
        setFailed(outcome.ok ? null : outcome.status === 507 ? "full" : "failed");
        if (outcome.ok) setSaved(focus);
      });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [hash, focus, settled, publishingToken]);

  const saving: FocusSaving = settled ? "saved" : (failed ?? "saving");
  return { focus, setFocus, saving };
}
