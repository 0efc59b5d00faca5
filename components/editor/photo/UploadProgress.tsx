import { say } from "../say";

export type UploadProgressLabels = {
  /** "Subiendo la foto: {percent} %" */
  uploading: string;
  processing: string;
};

type Props = {
  id: string;
  /** null: every byte is out and the server is making the sizes. */
  percent: number | null;
  labels: UploadProgressLabels;
};

/** A photo's upload as a progress bar named by how far it has gone: "Subiendo la foto: 40 %". */
export function UploadProgress({ id, percent, labels }: Props) {
  return (
    <>
      <label htmlFor={id}>
        {percent === null ? labels.processing : say(labels.uploading, { percent: String(percent) })}
      </label>
      <progress id={id} max={100} value={percent ?? undefined} />
    </>
  );
}
