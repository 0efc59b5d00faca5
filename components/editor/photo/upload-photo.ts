import { PUBLISHING_TOKEN_HEADER } from "@/lib/editor-credential-names";
import { mediaHashOf } from "@/lib/media/media-url";
import { focalPointOf, type FocalPoint } from "./focal-point";

/**
 * A stored photo: the path the post's image names, the hash its focal point is sent for, and the point it has (a photo
 * uploaded before keeps the one chosen then).
 */
export type UploadedPhoto = { url: string; hash: string; focus: FocalPoint };

/** `status` 0: the request never got an answer (offline, aborted) or an answer the form cannot read. */
export type UploadOutcome = { ok: true; photo: UploadedPhoto } | { ok: false; status: number };

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends one photo to POST /edmNews/media as publishing does (session cookie + publishing token). XMLHttpRequest, not
 * fetch: only it reports how much of the body has gone out, which is what an editor on a slow phone waits for.
 */
export function uploadPhoto(
  file: File,
  publishingToken: string | null,
  onProgress: (progress: UploadProgress) => void,
): { done: Promise<UploadOutcome>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener("load", () => {
      const photo = request.status === 200 || request.status === 201 ? photoOf(request.responseText) : null;
      if (photo) return resolve({ ok: true, photo });
      console.error("Upload failed", request.status, request.responseText.slice(0, 500));
      resolve({ ok: false, status: request.status < 300 ? 0 : request.status });
    });
    for (const failure of ["error", "abort", "timeout"] as const)
      request.addEventListener(failure, () => resolve({ ok: false, status: 0 }));
  });
  request.open("POST", "/edmNews/media");
  if (publishingToken) request.setRequestHeader(PUBLISHING_TOKEN_HEADER, publishingToken);
  const body = new FormData();
  body.append("file", file, file.name);
  request.send(body);
  return { done, abort: () => request.abort() };
}

type Answer = { url?: unknown; focusX?: unknown; focusY?: unknown };

function photoOf(responseText: string): UploadedPhoto | null {
  try {
    const { url, focusX, focusY } = JSON.parse(responseText) as Answer;
    const hash = typeof url === "string" ? mediaHashOf(url) : null;
    if (!hash || typeof focusX !== "number" || typeof focusY !== "number") return null;
    return { url: url as string, hash, focus: focalPointOf(focusX, focusY) };
  } catch {
    return null;
  }
}
