// GET /metrics - this process's metrics in Prometheus's text format (lib/metrics/), answered by the server entry
// before Next.js (scripts/operations/start-server.ts), after it pinned the client's address into X-Forwarded-For.
// Only for a client of METRICS_ALLOW or a bearer of METRICS_TOKEN; anyone else's request goes on to Next.js, which
// answers it as any address no route has.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BlockList } from "node:net";
import "../../lib/metrics/database";
import "../../lib/metrics/media-queue";
import "../../lib/metrics/newsletter";
import "../../lib/metrics/page-cache";
import "../../lib/metrics/page-views";
import "../../lib/metrics/requests";
import "../../lib/metrics/scheduled-posts";
import "../../lib/metrics/throttles";
import { metricsRegistry } from "../../lib/metrics/registry";
import { sameSecret } from "../../lib/same-secret";
import { commonSecurityHeaders } from "../../lib/security/headers";
import { addressList, isListed } from "../../lib/http/address-list";
import { ApiError } from "../../lib/http/api-error";
import { sendError } from "../../lib/http/error-answer";
import { answerFailure } from "../failed-request";

export const METRICS_PATH = "/metrics";

const securityHeaders = Object.fromEntries(commonSecurityHeaders.map(({ key, value }) => [key, value]));

function bearerOf(request: IncomingMessage): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1] ?? null;
}

function send(response: ServerResponse, text: string, contentType: string): void {
  response
    .writeHead(200, {
      ...securityHeaders,
      "Content-Type": contentType,
      "Content-Length": Buffer.byteLength(text),
      // Each scrape asks about this moment: no proxy or browser may answer it from a copy.
      "Cache-Control": "no-store",
    })
    .end(text);
}

/**
 * True when it took the request: GET or HEAD of /metrics from a client `allow` lists (the one X-Forwarded-For names
 * once pinned) or from anywhere with `Authorization: Bearer <token>`, any other method from them 405. The metrics modules are
 * imported above so that every family is listed from the first scrape, before the code that records it has run.
 */
export function metricsAnswers(allow: string[], token: string | undefined) {
  const allowed: BlockList = addressList(allow);
  const mayScrape = (request: IncomingMessage) => {
    if (isListed(String(request.headers["x-forwarded-for"]), allowed)) return true;
    const bearer = bearerOf(request);
    return token !== undefined && bearer !== null && sameSecret(bearer, token);
  };
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url ?? "";
    // Every request passes here: most are told apart by their first characters, without splitting the address.
    if (!url.startsWith(METRICS_PATH) || url.split("?")[0] !== METRICS_PATH || !mayScrape(request)) return false;
    if (request.method !== "GET" && request.method !== "HEAD") {
      const message = `${request.method} is not allowed on ${METRICS_PATH}. Allowed: GET, HEAD.`;
      sendError(response, new ApiError("method_not_allowed", message, undefined, { Allow: "GET, HEAD" }));
      return true;
    }
    const registry = metricsRegistry();
    registry
      .metrics()
      .then((text) => send(response, text, registry.contentType))
      .catch((error: unknown) => answerFailure(request, response, error));
    return true;
  };
}
