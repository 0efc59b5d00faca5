import { useEffect, useRef, useState } from "react";
import { uploadPhoto, type UploadedPhoto } from "./upload-photo";

/** `percent` null: every byte is out and the server is making the sizes. */
export type PhotoUploadState =
  | { stage: "idle" }
  | { stage: "sending"; preview: string; percent: number | null }
  | { stage: "failed"; status: number };

type Pending = { abort: () => void; preview: string };

/**
 * One photo at a time: choosing another (or cancelling) abandons the one on its way. The preview is the chosen file
 * itself, shown at once; the object URL of the last uploaded photo lives until another one takes its place.
 */
export function usePhotoUpload(
  publishingToken: string | null,
  onUploaded: (photo: UploadedPhoto, preview: string) => void,
) {
  const [state, setState] = useState<PhotoUploadState>({ stage: "idle" });
  const pending = useRef<Pending | null>(null);
  const kept = useRef<string | null>(null);

  function drop() {
    pending.current?.abort();
    if (pending.current) URL.revokeObjectURL(pending.current.preview);
    pending.current = null;
  }

  useEffect(
    () => () => {
      drop();
      if (kept.current) URL.revokeObjectURL(kept.current);
    },
    [],
  );

  async function send(file: File) {
    drop();
    const preview = URL.createObjectURL(file);
    setState({ stage: "sending", preview, percent: 0 });
    const upload = uploadPhoto(file, publishingToken, ({ loaded, total }) => {
      if (pending.current !== mine) return;
      setState({ stage: "sending", preview, percent: loaded >= total ? null : Math.floor((loaded / total) * 100) });
    });
    const mine: Pending = { abort: upload.abort, preview };
    pending.current = mine;
    const outcome = await upload.done;
    if (pending.current !== mine) return;
    if (outcome.ok) {
      pending.current = null;
      if (kept.current) URL.revokeObjectURL(kept.current);
      kept.current = preview;
      onUploaded(outcome.photo, preview);
    } else drop();
    setState(outcome.ok ? { stage: "idle" } : { stage: "failed", status: outcome.status });
  }

  function cancel() {
    drop();
    setState({ stage: "idle" });
  }

  return { state, send, cancel };
}
