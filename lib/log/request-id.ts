// Each request's id, in its log lines and its answer's X-Request-Id, so that a reader's report, nginx's access log and
// the app's lines meet. nginx makes it (deploy/nginx.conf); a request that came another way gets one made here.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

/** nginx's $request_id is 32 hex digits; a UUID or a load balancer's own id fits too. Nothing a line could hide in. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a trusted proxy gave the request, or a new one: anyone else could choose it to blur the log. */
export function requestIdOf(request: IncomingMessage, fromTrustedProxy: boolean): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return fromTrustedProxy && typeof given === "string" && WELL_FORMED.test(given) ? given : randomUUID();
}
