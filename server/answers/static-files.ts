// Requests that Next.js would answer with a 500 get their proper answer before it sees them (scripts/operations/start-server.ts).
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { ApiError } from "../../lib/http/api-error";
import { sendError } from "../../lib/http/error-answer";

/**
 * The methods Next.js can route. Its route handlers and proxy.ts turn each request into a fetch Request, which
 * throws on TRACE (a 500 and a stack trace in the log); other methods (PROPFIND, MKCOL...) reach no route either.
 */
const ROUTABLE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"]);

/** Next.js answers a POST to a file of public/ or /_next/static with a 500: its 405 page exists only for pages. */
function staticFolders(): Set<string> {
  const publicFolder = path.join(process.cwd(), "public");
  const names = fs.existsSync(publicFolder) ? fs.readdirSync(publicFolder) : [];
  return new Set(["_next", ...names]);
}

function isStaticFile(url: string, folders: Set<string>): boolean {
  const [first, second] = url.split("?")[0].split("/").slice(1);
  return first === "_next" ? second === "static" : folders.has(first);
}

/** True when it answered the request itself. */
export function answerEarly(request: IncomingMessage, response: ServerResponse, folders: Set<string>): boolean {
  const method = request.method ?? "GET";
  if (!ROUTABLE_METHODS.has(method)) {
    sendError(response, new ApiError("not_implemented", `This server does not implement ${method}.`));
    return true;
  }
  if (method !== "GET" && method !== "HEAD" && isStaticFile(request.url ?? "/", folders)) {
    const message = `${method} is not allowed on a file. Allowed: GET, HEAD.`;
    sendError(response, new ApiError("method_not_allowed", message, undefined, { Allow: "GET, HEAD" }));
    return true;
  }
  return false;
}

/** answerEarly for this site's public/ folder, read once when the server starts. */
export function earlyAnswers(): (request: IncomingMessage, response: ServerResponse) => boolean {
  const folders = staticFolders();
  return (request, response) => answerEarly(request, response, folders);
}
