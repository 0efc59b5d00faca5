import { useState } from "react";
import type { Write } from "./AddressDialog";
import { PhotoPreview } from "../photo/FocalPointPicker";
import { PhotoChooser } from "../photo/PhotoChooser";
import { refusal, type ImageFieldLabels } from "../photo/ImageField";
import { insertParagraph, photoMarkdown } from "./markdown-inserts";
import { DialogField, ToolDialog } from "./ToolDialog";
import { UploadProgress } from "../photo/UploadProgress";
import { usePhotoUpload } from "../photo/use-photo-upload";
import styles from "./StoryToolbar.module.css";

export type PhotoDialogLabels = {
  title: string;
  choose: string;
  chosen: string;
  missing: string;
  wait: string;
  alt: string;
  altHint: string;
  altMissing: string;
  caption: string;
};

type Props = {
  labels: PhotoDialogLabels;
  /** The cover photo's words: its progress and its refusals are the same for a photo in the story. */
  upload: ImageFieldLabels;
  buttons: { insert: string; cancel: string };
  publishingToken: string | null;
  onWrite: (write: Write) => void;
  onClose: () => void;
};

/**
 * A photo inside the story: uploaded as the cover photo is (POST /edmNews/media, the editor's session and the page's
 * publishing token), with its progress shown, then written alone in its paragraph with the alt text it must have.
 * Closing the dialog abandons an upload on its way.
 */
export function PhotoDialog({ labels, upload, buttons, publishingToken, onWrite, onClose }: Props) {
  const [uploaded, setUploaded] = useState<{ url: string; preview: string } | null>(null);
  const [alt, setAlt] = useState("");
  const [caption, setCaption] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { state, send } = usePhotoUpload(publishingToken, ({ url }, preview) => setUploaded({ url, preview }));
  const sending = state.stage === "sending";

  function submit() {
    const missing = !uploaded ? (sending ? labels.wait : labels.missing) : !alt.trim() ? labels.altMissing : null;
    setProblem(missing);
    if (missing || !uploaded) return false;
    const markdown = photoMarkdown(uploaded.url, alt, caption);
    onWrite((value, selection) => insertParagraph(value, selection, markdown));
    return true;
  }

  const preview = sending ? state.preview : uploaded?.preview;
  const failed = state.stage === "failed" ? refusal(upload, state.status) : null;
  return (
    <ToolDialog title={labels.title} labels={buttons} problem={failed ?? problem} onSubmit={submit} onClose={onClose}>
      <div className={styles.photoChoice}>
        <PhotoChooser
          label={labels.choose}
          className={styles.choose}
          onChoose={(file) => {
            setUploaded(null);
            setProblem(null);
            void send(file);
          }}
        />
        {preview ? (
          <div className={`${styles.photoPreview} ${sending ? styles.pending : ""}`}>
            <PhotoPreview src={preview} />
          </div>
        ) : null}
      </div>
      {sending ? (
        <div className={styles.progress}>
          <UploadProgress id="story-photo-progress" percent={state.percent} labels={upload} />
        </div>
      ) : uploaded ? (
        <p className={styles.dialogHint}>{labels.chosen}</p>
      ) : null}
      <DialogField
        label={labels.alt}
        hint={labels.altHint}
        value={alt}
        required
        invalid={problem === labels.altMissing}
        onChange={(typed) => {
          setAlt(typed);
          if (problem === labels.altMissing) setProblem(null);
        }}
      />
      <DialogField label={labels.caption} value={caption} onChange={setCaption} />
    </ToolDialog>
  );
}
