// GET /media/{hash}/{file} - an uploaded photo's variant, cached for a year (every name is immutable). In production
// the server entry answers these first (server/answers/media-files.ts); this route serves them under `next dev`.
import fs from "node:fs";
import { Readable } from "node:stream";
import { otherMethods } from "@/lib/api/methods";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import { errorResponse } from "@/lib/http/error-answer";
import { lookUpMediaFile, MEDIA_CACHE_CONTROL, MEDIA_NOT_FOUND } from "@/lib/media/media-files";

export async function GET(request: Request, context: RouteContext<"/media/[hash]/[file]">): Promise<Response> {
  const { hash, file } = await context.params;
  const found = await lookUpMediaFile(env().MEDIA_DIR, hash, file);
  if (!found) return errorResponse(new ApiError("not_found", MEDIA_NOT_FOUND));
  const cached = { "Cache-Control": MEDIA_CACHE_CONTROL, "X-Content-Type-Options": "nosniff" };
  if ("location" in found) return new Response(null, { status: 308, headers: { ...cached, Location: found.location } });
  const { path, size, contentType } = found.file;
  const body =
    request.method === "HEAD" ? null : (Readable.toWeb(fs.createReadStream(path)) as ReadableStream<Uint8Array>);
  return new Response(body, {
    headers: { ...cached, "Content-Type": contentType, "Content-Length": String(size) },
  });
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
