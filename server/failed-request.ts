// What the server entry (server/start-server.ts) does when Next.js could not answer a request.
import type { IncomingMessage, ServerResponse } from "node:http";
import { loggedText } from "../lib/log/logged-text";
import { logError } from "../lib/log/logger";

/**
 * A bare 500, and one bounded line in the log naming the request's method and path as the client wrote them. Not its
 * query string: a reader's search and a newsletter link's token are theirs.
 */
export function answerFailure(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  const path = (request.url ?? "").split("?")[0];
  logError(`Failed to handle ${loggedText(request.method ?? "")} ${loggedText(path)}`, error);
  if (!response.headersSent) response.statusCode = 500;
  response.end();
}
