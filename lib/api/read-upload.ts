// What POST /edmNews/media receives: a multipart/form-data body with one file and, optionally, its focus. The file is
// written to disk as it arrives, and reading stops at the upload limit.
import "server-only";
import { ApiError } from "../http/api-error";
import { ClientGoneError } from "../media/errors";
import type { Focus } from "../media/media-store";
import { boundaryOf, MalformedMultipartError, readMultipart, type PartSink } from "../media/multipart";
import { fileReceiver, type ReceivedFile } from "../media/received-file";
import { formFocusSchema } from "../validations/focus";
import { validated } from "./route";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Room for the form's own lines around the file: part headers, boundaries and the focus. */
const FORM_BYTES = 16 * 1024;
/** The focus fields are numbers. */
const MAX_FIELD_BYTES = 1024;

const tooLarge = () =>
  new ApiError("payload_too_large", `The file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
const notAForm = () =>
  new ApiError(
    "unsupported_media_type",
    "Send the image as multipart/form-data with one file (Content-Type: multipart/form-data; boundary=...).",
  );
const refused = (message: string) => new ApiError("validation", message);

export type Upload = { file: ReceivedFile; focus: Focus };

/**
 * The body's chunks, counted as they are read: past the limit, reading stops with a 413 and the connection is closed.
 * A form refused within the limit (two files, a bad field) is read to its end first: cancelling its body would close
 * the connection too, and a client that reuses it for its next request would see that request reset.
 */
async function* counted(body: ReadableStream<Uint8Array>, limit: number): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let total = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.byteLength;
      if (total > limit) throw tooLarge();
      yield read.value;
    }
  } finally {
    try {
      for (let read = await reader.read(); !read.done && total <= limit; read = await reader.read()) {
        total += read.value.byteLength;
      }
    } catch {
      // The client went away: nothing left to read.
    }
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * The form's only fields besides the file. Any other, or one of these twice, is refused as it arrives: the form then
 * holds at most three parts, each bounded, whatever the body brings.
 */
const FIELD_NAMES = Object.keys(formFocusSchema.shape);

function fieldSink(name: string, fields: Record<string, string>): PartSink {
  if (!FIELD_NAMES.includes(name)) {
    throw refused(`The form has a field this call does not take: send only the file, ${FIELD_NAMES.join(" and ")}.`);
  }
  if (Object.hasOwn(fields, name)) throw refused(`The form gives ${name} more than once.`);
  fields[name] = "";
  const parts: Buffer[] = [];
  let bytes = 0;
  return {
    write: (chunk) => {
      bytes += chunk.length;
      if (bytes > MAX_FIELD_BYTES) throw refused(`The form field ${name} is too long.`);
      parts.push(Buffer.from(chunk));
    },
    end: () => {
      fields[name] = Buffer.concat(parts).toString("utf8");
    },
  };
}

/** The form's one file, on disk, and its focus. Whatever is refused leaves no file behind. */
export async function readUpload(request: Request): Promise<Upload> {
  const boundary = boundaryOf(request.headers.get("content-type"));
  if (!boundary) throw notAForm();
  const limit = MAX_UPLOAD_BYTES + FORM_BYTES;
  if (Number(request.headers.get("content-length")) > limit) throw tooLarge();
  const fields: Record<string, string> = {};
  let file: Awaited<ReturnType<typeof fileReceiver>> | undefined;
  try {
    if (!request.body) throw new MalformedMultipartError("The body is empty.");
    await readMultipart(
      counted(request.body, limit),
      boundary,
      async (head) => {
        if (head.filename === null) return fieldSink(head.name, fields);
        if (file) throw refused("The form holds more than one file: send one image at a time.");
        file = await fileReceiver(MAX_UPLOAD_BYTES, tooLarge);
        return file.sink;
      },
      { maxFieldBytes: MAX_FIELD_BYTES },
    );
    if (!file) throw refused("The form holds no file: send the image as a file field.");
    const received = file.received();
    if (received.bytes === 0) throw refused("The file is empty.");
    return { file: received, focus: validated(formFocusSchema, fields, "The focus is not a point of the image.") };
  } catch (error) {
    await file?.discard();
    if (request.signal.aborted) throw new ClientGoneError();
    if (error instanceof MalformedMultipartError) {
      throw refused(`The multipart body is malformed or incomplete: ${error.message}`);
    }
    throw error;
  }
}
