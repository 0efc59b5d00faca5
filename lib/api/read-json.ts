import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () =>
  new ApiError(413, "payload_too_large", `The request body must be at most ${MAX_BODY_BYTES / 1024} KB.`);

function isJson(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0].trim().toLowerCase();
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType ?? "");
}

/** Counts the bytes actually read, so a lying or missing Content-Length cannot slip a large body in. */
async function readLimited(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(request: Request): Promise<unknown> {
  if (!isJson(request.headers.get("content-type"))) {
    throw new ApiError(415, "unsupported_media_type", "The request body must be JSON (Content-Type: application/json).");
  }
  const bytes = await readLimited(request);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError(400, "validation", "The request body is not valid JSON.");
  }
}
