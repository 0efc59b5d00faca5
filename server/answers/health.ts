// GET /healthz and GET /readyz, answered by the server entry before Next.js (scripts/operations/start-server.ts): no
// page cache, no beacon, no throttle and no route stand between a probe and its answer.
import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../../lib/http/api-error";
import { sendError } from "../../lib/http/error-answer";
import { answerFailure } from "../failed-request";
import { commonSecurityHeaders } from "../../lib/security/headers";
import type { Readiness } from "../../lib/health/readiness";

export const LIVENESS_PATH = "/healthz";
export const READINESS_PATH = "/readyz";

const securityHeaders = Object.fromEntries(commonSecurityHeaders.map(({ key, value }) => [key, value]));

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response
    .writeHead(status, {
      ...securityHeaders,
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(text),
      // A probe asks about this moment: no proxy or browser may answer it from a copy.
      "Cache-Control": "no-store",
    })
    .end(text);
}

/** The body names every check, and lists those that failed first, for a person reading a probe's log. */
function readinessBody({ ready, checks }: Readiness) {
  const notReady = Object.keys(checks).filter((name) => checks[name] !== "ok");
  return { status: ready ? "ready" : "not ready", ...(ready ? {} : { notReady }), checks };
}

/**
 * True when it took the request: GET or HEAD of /healthz (the process serves) or /readyz (`readiness()`: 200 when
 * ready, 503 naming what is not), any other method on them 405.
 */
export function healthAnswers(readiness: () => Promise<Readiness>) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const path = request.url?.split("?")[0];
    if (path !== LIVENESS_PATH && path !== READINESS_PATH) return false;
    if (request.method !== "GET" && request.method !== "HEAD") {
      const message = `${request.method} is not allowed on ${path}. Allowed: GET, HEAD.`;
      sendError(response, new ApiError("method_not_allowed", message, undefined, { Allow: "GET, HEAD" }));
      return true;
    }
    if (path === LIVENESS_PATH) {
      sendJson(response, 200, { status: "alive" });
      return true;
    }
    readiness()
      .then((answer) => sendJson(response, answer.ready ? 200 : 503, readinessBody(answer)))
      .catch((error: unknown) => answerFailure(request, response, error));
    return true;
  };
}
