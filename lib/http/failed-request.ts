// What the server entry (scripts/operations/start-server.ts) does when Next.js could not answer a request.
import type { IncomingMessage, ServerResponse } from "node:http";
import { loggedText, logError } from "../server-log";

/** A bare 500, and one bounded line in the log naming the request as the client wrote it. */
export function answerFailure(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  logError(`Failed to handle ${loggedText(request.method ?? "")} ${loggedText(request.url ?? "")}`, error);
  if (!response.headersSent) response.statusCode = 500;
  response.end();
}
