// GET and HEAD of /media/<hash>/<file>, answered by the server entry before Next.js sees them: a file streamed from
// disk with its length, at about the rate of a cached page, where Next.js's route handler (which `next dev` still uses)
// gave a third of it and dropped Content-Length. Other methods go on to the route's 405.
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { ApiError } from "../../lib/http/api-error";
import { lookUpMediaFile, MEDIA_CACHE_CONTROL, MEDIA_NOT_FOUND } from "../../lib/media/media-files";
import { MEDIA_ROUTE } from "../../lib/media/media-url";
import { READ_METHODS, type EarlyAnswer, type Reply } from "../responder";

async function answer(request: IncomingMessage, reply: Reply, root: string, path: string) {
  const [, , hash = "", file = "", ...rest] = path.split("/");
  const found = rest.length === 0 ? await lookUpMediaFile(root, hash, file) : null;
  if (!found) return reply.error(new ApiError("not_found", MEDIA_NOT_FOUND));
  if ("location" in found) return reply.send(308, { Location: found.location, "Cache-Control": MEDIA_CACHE_CONTROL });
  const { path: filePath, size, contentType } = found.file;
  const headers = { "Content-Type": contentType, "Content-Length": String(size), "Cache-Control": MEDIA_CACHE_CONTROL };
  if (request.method === "HEAD") return reply.send(200, headers);
  const response = reply.head(200, headers);
  fs.createReadStream(filePath)
    .on("error", () => response.destroy())
    .pipe(response);
}

/** The photos of MEDIA_DIR (`root`). */
export function mediaFiles(root: string): EarlyAnswer {
  return {
    path: (address) => address.path.startsWith(`${MEDIA_ROUTE}/`),
    methods: READ_METHODS,
    otherMethods: "pass",
    answer: (request, reply, address) => {
      answer(request, reply, root, address.path).catch(() => {
        if (!reply.response.headersSent) reply.send(500, { "Cache-Control": "no-store" });
        else reply.response.destroy();
      });
      return true;
    },
  };
}
