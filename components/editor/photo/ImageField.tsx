import { useEffect, useState, type DragEvent } from "react";
import { FocalPointPicker, PhotoPreview, type FocalPointLabels } from "./FocalPointPicker";
import { PhotoChooser } from "./PhotoChooser";
import { PostFieldInput } from "../PostFieldInput";
import { UploadProgress, type UploadProgressLabels } from "./UploadProgress";
import { useHydrated } from "../use-hydrated";
import { usePhotoUpload } from "./use-photo-upload";
import type { FocalPoint } from "./focal-point";
import fields from "../fields.module.css";
import styles from "./ImageField.module.css";

export type ImageFieldLabels = FocalPointLabels &
  UploadProgressLabels & {
    choose: string;
    dropHint: string;
    dropHere: string;
    cancel: string;
    /** By the upload's HTTP status; `other` for anything else, a lost connection included. */
    refused: Record<"400" | "401" | "403" | "413" | "415" | "503" | "507" | "other", string>;
  };

/** A photo already stored for the post being edited: where its preview is and where its point stands. */
export type StoredPhoto = { url: string; hash: string; preview: string; focus: FocalPoint };

type Props = {
  label: string;
  labels: ImageFieldLabels;
  value: string;
  error?: string;
  publishingToken: string | null;
  stored: StoredPhoto | null;
  onChange: (value: string) => void;
  onBusy: (busy: boolean) => void;
};

/** What an editor is told when the upload was refused, by its HTTP status. */
export const refusal = (labels: ImageFieldLabels, status: number) =>
  labels.refused[String(status) as keyof ImageFieldLabels["refused"]] ?? labels.refused.other;

/**
 * The image URL field, which also takes a photo: chosen or dropped on the field, previewed at once, uploaded with its
 * progress shown, then named in the field by the site's own URL. A pasted URL works as before.
 */
export function ImageField({ label, labels, value, error, publishingToken, stored, onChange, onBusy }: Props) {
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState(false);
  const [uploaded, setUploaded] = useState<StoredPhoto | null>(stored);
  const { state, send, cancel } = usePhotoUpload(publishingToken, (photo, preview) => {
    setUploaded({ ...photo, preview });
    onChange(photo.url);
  });
  const sending = state.stage === "sending";
  useEffect(() => onBusy(sending), [sending, onBusy]);

  function take(files: FileList | null) {
    if (files?.[0]) void send(files[0]);
  }

  // Only files are the upload's: a link or text dragged onto the URL field lands in it as the browser does.
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  function over(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  }

  function leave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  }

  // The photo is shown while the field names it: a URL typed over it leaves it behind.
  const shown = uploaded?.url === value ? uploaded : null;
  return (
    <div
      className={`${styles.dropZone} ${dragging ? styles.dragging : ""}`}
      data-drop-label={labels.dropHere}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
    >
      <PostFieldInput field="image" label={label} value={value} error={error} onChange={onChange} />
      <div className={styles.upload}>
        <PhotoChooser
          label={labels.choose}
          className={styles.choose}
          disabled={!hydrated}
          describedBy="post-image-upload-hint post-image-upload-problem"
          onChoose={(file) => void send(file)}
        />
        <span id="post-image-upload-hint" className={styles.hint}>
          {labels.dropHint}
        </span>
      </div>
      <p id="post-image-upload-problem" className={fields.error} role="alert">
        {state.stage === "failed" ? refusal(labels, state.status) : null}
      </p>
      {sending ? (
        <div className={styles.progress}>
          <UploadProgress id="post-image-progress" percent={state.percent} labels={labels} />
          <button className={fields.secondary} type="button" onClick={cancel}>
            {labels.cancel}
          </button>
        </div>
      ) : null}
      {sending ? (
        <div className={`${styles.frame} ${styles.pending}`}>
          <PhotoPreview src={state.preview} />
        </div>
      ) : shown ? (
        <FocalPointPicker
          key={shown.hash}
          hash={shown.hash}
          src={shown.preview}
          stored={shown.focus}
          publishingToken={publishingToken}
          labels={labels}
        />
      ) : null}
    </div>
  );
}
