// What the boletín's forms send: a small body in a form encoding, read with its size bounded before it is parsed.
import "server-only";
import { readLimited } from "@/lib/api/read-json";
import { ApiError } from "@/lib/http/api-error";

/** An address (254 characters at most, up to three bytes each once percent-encoded), a source, and room to spare. */
export const FORM_MAX_BYTES = 2048;

export const URLENCODED = "application/x-www-form-urlencoded";
/** RFC 8058 asks a mail program's one-click unsubscribe to send this, and allows URLENCODED instead. */
export const MULTIPART = "multipart/form-data";

const mediaTypeOf = (request: Request) => request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();

/** The fields of a form POST in one of `encodings`: a 415 for another, a 413 past `maxBytes`, a 400 unreadable. */
export async function readForm(
  request: Request,
  encodings: readonly string[] = [URLENCODED],
  maxBytes = FORM_MAX_BYTES,
): Promise<FormData> {
  const mediaType = mediaTypeOf(request);
  if (!mediaType || !encodings.includes(mediaType)) {
    throw new ApiError("unsupported_media_type", `The form must be sent as ${encodings.join(" or ")}.`);
  }
  const body = await readLimited(request, maxBytes);
  try {
    // The platform's own parser (undici), on bytes already bounded.
    const contentType = request.headers.get("content-type")!;
    return await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new ApiError("validation", "The form's body cannot be read in the encoding its Content-Type names.");
  }
}

/** The token a confirmation or unsubscribe link carries in its query: the first, as URLSearchParams reads it. */
export const linkToken = (url: string) => new URL(url).searchParams.get("token") ?? "";

/** The same token as a page's searchParams give it. */
export const pageToken = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
