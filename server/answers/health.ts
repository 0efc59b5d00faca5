// GET /healthz and GET /readyz, answered by the server entry before anything else (server/start-server.ts): no log
// line, no page cache, no beacon, no throttle and no route stand between a probe and its answer.
import type { Readiness } from "../../lib/health/readiness";
import { READ_METHODS, type EarlyAnswer, type Reply } from "../responder";

export const LIVENESS_PATH = "/healthz";
export const READINESS_PATH = "/readyz";

function sendJson(reply: Reply, status: number, body: unknown): true {
  const text = JSON.stringify(body);
  return reply.send(
    status,
    {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(text),
      // A probe asks about this moment: no proxy or browser may answer it from a copy.
      "Cache-Control": "no-store",
    },
    text,
  );
}

/** The body names every check, and lists those that failed first, for a person reading a probe's log. */
function readinessBody({ ready, checks }: Readiness) {
  const notReady = Object.keys(checks).filter((name) => checks[name] !== "ok");
  return { status: ready ? "ready" : "not ready", ...(ready ? {} : { notReady }), checks };
}

/** /healthz: the process serves. /readyz: `readiness()`, 200 when ready, 503 naming what is not. */
export function healthProbes(readiness: () => Promise<Readiness>): EarlyAnswer[] {
  return [
    {
      path: LIVENESS_PATH,
      methods: READ_METHODS,
      otherMethods: "refuse",
      answer: (_request, reply) => sendJson(reply, 200, { status: "alive" }),
    },
    {
      path: READINESS_PATH,
      methods: READ_METHODS,
      otherMethods: "refuse",
      answer: (_request, reply) =>
        reply.taking(readiness().then((answer) => sendJson(reply, answer.ready ? 200 : 503, readinessBody(answer)))),
    },
  ];
}
