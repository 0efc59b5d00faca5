// What POST /edmNews/media receives: a multipart/form-data body with one file and, optionally, its focus.
import "server-only";
import { ApiError } from "../http/api-error";
import type { Focus } from "../media/media-store";
import { boundaryOf, multipartParts } from "../media/multipart";
import { formFocusSchema } from "../validations/focus";
import { readLimited } from "./read-limited";
import { validated } from "./route";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Room for the form's own lines around the file: part headers, boundaries and the focus. */
const FORM_BYTES = 16 * 1024;

const tooLarge = `The file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
const notAForm = () =>
  new ApiError(
    415,
    "unsupported_media_type",
    "Send the image as multipart/form-data with one file (Content-Type: multipart/form-data; boundary=...).",
  );
const refused = (message: string) => new ApiError(400, "validation", message);

export type Upload = { bytes: Buffer; focus: Focus };

/** The one file of the form and its focus; the body is read no further than the upload limit. */
export async function readUpload(request: Request): Promise<Upload> {
  const boundary = boundaryOf(request.headers.get("content-type"));
  if (!boundary) throw notAForm();
  const body = await readLimited(request, MAX_UPLOAD_BYTES + FORM_BYTES, tooLarge);
  const parts = multipartParts(body, boundary);
  if (!parts) throw refused("The multipart body is malformed or incomplete.");
  const files = parts.filter((part) => part.filename !== null);
  if (files.length === 0) throw refused("The form holds no file: send the image as a file field.");
  if (files.length > 1) throw refused(`The form holds ${files.length} files: send one image at a time.`);
  const [file] = files;
  if (file.body.length > MAX_UPLOAD_BYTES) throw new ApiError(413, "payload_too_large", tooLarge);
  if (file.body.length === 0) throw refused("The file is empty.");
  const fields = Object.fromEntries(
    parts.filter((part) => part.filename === null).map((part) => [part.name, part.body.toString("utf8")]),
  );
  const focus = validated(formFocusSchema, fields, "The focus is not a point of the image.");
  return { bytes: file.body, focus };
}
