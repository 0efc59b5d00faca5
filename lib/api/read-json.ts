import "server-only";
import { ApiError } from "../http/api-error";
import type { FieldProblem } from "../validations/field-problems";

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError("payload_too_large", `The request body must be at most ${maxBytes / 1024} KB.`);

function isJson(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0].trim().toLowerCase();
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType ?? "");
}

/** Counts the bytes actually read, so a lying or missing Content-Length cannot slip a large body in. */
export async function readLimited(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** UTF-8 JSON, or a 400. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError("validation", "The request body is not valid JSON.");
  }
}

/** A JSON escape such as "\ud800" can name half a character, which no database, page or feed can store or show. */
function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return !value.isWellFormed();
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, item]) => !key.isWellFormed() || hasLoneSurrogate(item));
}

/** Names each top-level field that holds a lone surrogate (the whole body when it is not an object). */
function refuseLoneSurrogates(body: unknown): void {
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  const entries = isObject ? Object.entries(body) : [["body", body] as const];
  const named = entries.filter(([key, value]) => hasLoneSurrogate(key) || hasLoneSurrogate(value));
  if (named.length === 0) return;
  const problem: FieldProblem = {
    code: "malformed_text",
    message: "must be valid Unicode text (it contains a lone UTF-16 surrogate)",
  };
  const fields = named.map(([key]) => [key.toWellFormed(), problem]);
  throw new ApiError("validation", "Some fields are not valid Unicode text.", Object.fromEntries(fields));
}

/** Every JSON body of the site comes through here, so no route can forget a check. */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!isJson(request.headers.get("content-type"))) {
    throw new ApiError("unsupported_media_type", "The request body must be JSON (Content-Type: application/json).");
  }
  const body = parseJson(await readLimited(request));
  refuseLoneSurrogates(body);
  return body;
}
