// One line per request in the server's log (lib/log/logger.ts): when it ended, its id, method, route pattern,
// status, duration and what the page cache did. Nothing a client chose is in it beyond the method (Node.js takes
// only the methods it knows): no address, no query string, no header, so no search, token, cookie or password.
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "./logger";
import { REQUEST_ID_HEADER } from "./request-id";
import type { RoutePatternOf } from "./route-patterns";

export type FinishedRequest = { route: string; method: string; status: number; seconds: number };

/** Next.js's word on a cached page (HIT, STALE, MISS), or none for an answer it never looks up. */
function cacheOutcome(response: ServerResponse): string {
  const said = response.getHeader("x-nextjs-cache");
  return typeof said === "string" ? said.toLowerCase() : "none";
}

/**
 * Starts watching a request: its answer carries `requestId`, and once it ends (sent, or abandoned by the client) one
 * line is logged and `onFinished` hears of it (the metrics).
 */
export function requestLog(routeOf: RoutePatternOf, onFinished: (request: FinishedRequest) => void) {
  return (request: IncomingMessage, response: ServerResponse, requestId: string): void => {
    const started = process.hrtime.bigint();
    // Now, before a rewrite (a retired post's address) changes the URL the request was made for.
    const route = routeOf((request.url ?? "/").split("?")[0]);
    response.setHeader(REQUEST_ID_HEADER, requestId);
    // One more listener of the response's own, beside those Next.js adds for a streamed page (ten for some routes).
    response.setMaxListeners(response.getMaxListeners() + 1);
    response.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const finished = {
        route,
        method: request.method ?? "",
        status: response.statusCode,
        seconds,
      };
      onFinished(finished);
      logger().info(
        {
          requestId,
          method: finished.method,
          route: finished.route,
          status: finished.status,
          ms: Math.round(seconds * 1e5) / 100,
          cache: cacheOutcome(response),
          ...(response.writableFinished ? {} : { abandoned: true }),
        },
        "request",
      );
    });
  };
}
