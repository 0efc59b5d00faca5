import "server-only";
import { ApiError } from "../http/api-error";

/**
 * The request's body, at most `limit` bytes: a 413 saying `tooLarge` otherwise. It counts the bytes actually read and
 * stops reading at the limit, so a lying or missing Content-Length cannot slip a large body in.
 */
export async function readLimited(request: Request, limit: number, tooLarge: string): Promise<Buffer> {
  const refuse = () => new ApiError(413, "payload_too_large", tooLarge);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw refuse();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw refuse();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
