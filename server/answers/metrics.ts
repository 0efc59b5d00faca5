// GET /metrics - this process's metrics in Prometheus's text format (lib/metrics/), answered by the server entry
// before Next.js, after it pinned the client's address into X-Forwarded-For. Only for a client of METRICS_ALLOW or a
// bearer of METRICS_TOKEN; anyone else's request goes on to Next.js, which answers it as any address no route has.
import type { IncomingMessage } from "node:http";
import type { BlockList } from "node:net";
import "../../lib/metrics/compression";
import "../../lib/metrics/database";
import "../../lib/metrics/media-queue";
import "../../lib/metrics/newsletter";
import "../../lib/metrics/page-cache";
import "../../lib/metrics/page-views";
import "../../lib/metrics/redis";
import "../../lib/metrics/requests";
import "../../lib/metrics/scheduled-posts";
import "../../lib/metrics/throttles";
import { metricsRegistry } from "../../lib/metrics/registry";
import { sameSecret } from "../../lib/same-secret";
import { addressList, isListed } from "../../lib/http/address-list";
import { READ_METHODS, responderOf, type EarlyAnswer } from "../responder";

export const METRICS_PATH = "/metrics";

function bearerOf(request: IncomingMessage): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1] ?? null;
}

/**
 * GET or HEAD of /metrics from a client `allow` lists (the one X-Forwarded-For names once pinned) or from anywhere
 * with `Authorization: Bearer <token>`, any other method from them 405. The metrics modules are imported above so that
 * every family is listed from the first scrape, before the code that records it has run.
 */
export function metrics(allow: string[], token: string | undefined): EarlyAnswer {
  const allowed: BlockList = addressList(allow);
  const mayScrape = (request: IncomingMessage) => {
    if (isListed(String(request.headers["x-forwarded-for"]), allowed)) return true;
    const bearer = bearerOf(request);
    return token !== undefined && bearer !== null && sameSecret(bearer, token);
  };
  return {
    path: METRICS_PATH,
    only: mayScrape,
    methods: READ_METHODS,
    otherMethods: "refuse",
    answer: (_request, reply) => {
      const registry = metricsRegistry();
      const scrape = registry.metrics().then((text) =>
        reply.send(
          200,
          {
            "Content-Type": registry.contentType,
            "Content-Length": Buffer.byteLength(text),
            // Each scrape asks about this moment: no proxy or browser may answer it from a copy.
            "Cache-Control": "no-store",
          },
          text,
        ),
      );
      return reply.taking(scrape);
    },
  };
}

export const metricsAnswers = (allow: string[], token: string | undefined) => responderOf([metrics(allow, token)]);
