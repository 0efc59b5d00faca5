// GET and HEAD of /media/<hash>/<file>, answered by the server entry before Next.js sees them
// (scripts/operations/start-server.ts): a file streamed from disk with its length, at about the rate of a cached page,
// where Next.js's route handler (which `next dev` still uses) gave a third of it and dropped Content-Length.
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { lookUpMediaFile, MEDIA_CACHE_CONTROL, MEDIA_NOT_FOUND } from "../../lib/media/media-files";
import { MEDIA_ROUTE } from "../../lib/media/media-url";
import { commonSecurityHeaders } from "../../lib/security/headers";
import { ApiError } from "../../lib/http/api-error";
import { sendError } from "../../lib/http/error-answer";

const mediaNotFound = () => new ApiError("not_found", MEDIA_NOT_FOUND);

function writeHead(response: ServerResponse, status: number, headers: Record<string, string>): ServerResponse {
  for (const { key, value } of commonSecurityHeaders) headers[key] = value;
  return response.writeHead(status, headers);
}

const send = (response: ServerResponse, status: number, headers: Record<string, string>) =>
  writeHead(response, status, headers).end();

async function answer(request: IncomingMessage, response: ServerResponse, root: string, path: string) {
  const [, , hash = "", file = "", ...rest] = path.split("/");
  const found = rest.length === 0 ? await lookUpMediaFile(root, hash, file) : null;
  if (!found) return sendError(response, mediaNotFound());
  if ("location" in found) {
    return send(response, 308, { Location: found.location, "Cache-Control": MEDIA_CACHE_CONTROL });
  }
  const { path: filePath, size, contentType } = found.file;
  const headers = { "Content-Type": contentType, "Content-Length": String(size), "Cache-Control": MEDIA_CACHE_CONTROL };
  writeHead(response, 200, headers);
  if (request.method === "HEAD") return response.end();
  fs.createReadStream(filePath)
    .on("error", () => response.destroy())
    .pipe(response);
}

/** True when it answers the request itself: a GET or HEAD under /media/. Other methods go on to the route's 405. */
export function mediaFileAnswers(root: string): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (!path.startsWith(`${MEDIA_ROUTE}/`) || (request.method !== "GET" && request.method !== "HEAD")) return false;
    answer(request, response, root, path).catch(() => {
      if (!response.headersSent) send(response, 500, { "Cache-Control": "no-store" });
      else response.destroy();
    });
    return true;
  };
}
