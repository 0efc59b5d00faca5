// The production server (`npm start`): Next.js behind a listener that decides who the client is and answers, itself,
// what Next.js should not or cannot (docs/architecture.md draws the way a request takes).
//
// `next start` fills X-Forwarded-For from the socket only when a request brings none, so the site could not tell a
// client's own header from a proxy's. Here every request has its forwarding headers pinned from the socket and
// TRUSTED_PROXIES before Next.js sees it, loses the site's internal headers (internal-headers.ts), and is asked of the
// table of early answers (answer-table.ts: probes, malformed methods, photos, metrics, cross-site server functions,
// throttled searches, beacons, retired posts); what no row takes goes to Next.js, its answer compressed on the way out
// (compression.ts: a page from the page cache once, not on every request). No answer carries Next.js's
// x-middleware-* headers, and the server listens on HOST. SIGTERM drains it (shutdown.ts); a second SIGTERM ends it at
// once.
//
// package.json's start script sets UV_THREADPOOL_SIZE=6 in the environment: libuv sizes its pool on
// first use, which happens while this file is still being loaded. Password hashes take at most two
// threads (one for unknown browsers, one for the editor's known ones: lib/auth/hash-slots.ts), so the
// four Next.js is built around stay free for the file reads and compression it serves static files with.
// It also sets MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own arena and keeps what libvips's
// threads freed after an upload, which left the server 100 MB larger after four photos (docs/performance.md).
//
// `npm run build` compiles this file into .next-server/start-server.cjs (scripts/operations/build-server.ts): loaded
// through tsx at start, the TypeScript loader stayed in memory for the server's whole life (about 50 MB).
import http from "node:http";
import path from "node:path";
import next from "next";
import { finalFlush } from "../lib/analytics/final-flush";
import { buildFolder } from "../lib/build-folder";
import { isTrusted, pinForwardingHeaders, plain, trustedProxies } from "../lib/http/forwarded-for";
import { settings } from "../lib/env-schema";
import { recordRequest } from "../lib/metrics/requests";
import { answersBeforeNext, probes } from "./answer-table";
import { compressionOf } from "./compression";
import { answerFailure } from "./failed-request";
import { hideProxyReport, stripInternalHeaders } from "./internal-headers";
import { processReadiness } from "./process-readiness";
import { responderOf, unlessTaken } from "./responder";
import { drainOf } from "./shutdown";
import { keepOneLocation } from "./single-location";
import { sharedRedis } from "../lib/page-cache/redis-connection";
import { processDatabase } from "../lib/process-database";
import { routeConsoleToLog } from "../lib/log/console-lines";
import { logError, logger } from "../lib/log/logger";
import { runInRequest } from "../lib/log/request-context";
import { requestIdOf } from "../lib/log/request-id";
import { requestLog } from "../lib/log/request-log";
import { routePatterns } from "../lib/log/route-patterns";
import { builtConfig, pagesOf, startNextWith } from "../lib/next-internals";
import { runtimeOptions } from "../lib/next-runtime-options";

async function main(): Promise<void> {
  routeConsoleToLog();
  // The schema, not lib/env.ts: this file runs outside Next.js's bundle, where a server-only module cannot load.
  const {
    HOST,
    PORT,
    TRUSTED_PROXIES,
    MEDIA_DIR,
    DATABASE_URL,
    SHUTDOWN_GRACE_S,
    METRICS_ALLOW,
    METRICS_TOKEN,
    SITE_URL,
    PAGE_CACHE_MAX_MB,
    IMAGE_HOSTS,
  } = settings();
  const trusted = trustedProxies(TRUSTED_PROXIES);
  // Next.js builds the address proxy.ts sees from the host name it is given, writing a loopback one (HOST's default,
  // 127.0.0.1) as "localhost"; a rewrite to that address (the boletín's POSTs, an address holding a line break) then
  // differs from the one it was given, and Next.js took it for another site's: it proxied it to itself over HTTP, a
  // second request with its own id, render and log line. Given "localhost", both are the same whatever HOST is; the
  // name only makes those addresses, and this server listens on HOST.
  // The configuration the build wrote out, with what follows this server's environment set again: Next.js does not
  // load next.config.ts, nor keep the compiler that loading it takes.
  const build = path.resolve(buildFolder());
  const built = builtConfig(build);
  const { cacheMaxMemorySize, remotePatterns } = runtimeOptions({ PAGE_CACHE_MAX_MB, IMAGE_HOSTS });
  startNextWith({ ...built, cacheMaxMemorySize, images: { ...built.images, remotePatterns } });
  const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port: PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const routePatternOf = routePatterns(build);
  const pages = pagesOf(build);
  const answerBeforeNext = responderOf(
    answersBeforeNext(
      { MEDIA_DIR, METRICS_ALLOW, METRICS_TOKEN, SITE_URL },
      { isPage: (pathname) => pages.has(routePatternOf(pathname)) },
      { handingOff: () => drain.handingOff() },
    ),
  );
  const compress = compressionOf();
  const logRequest = requestLog(routePatternOf, recordRequest);
  // No line per request (LOG_LEVEL above info) and no one who may read the metrics: nothing watches the requests.
  const watched = logger().isLevelEnabled("info") || METRICS_ALLOW.length > 0 || METRICS_TOKEN !== undefined;

  const server = http.createServer((request, response) => {
    drain.mark(response);
    unlessTaken(answerProbe(request, response), () => {
      if (!watched) return serve(request, response);
      const requestId = requestIdOf(request, isTrusted(plain(request.socket.remoteAddress ?? ""), trusted));
      logRequest(request, response, requestId);
      runInRequest({ requestId }, () => serve(request, response));
    });
  });

  const serve = (request: http.IncomingMessage, response: http.ServerResponse) => {
    stripInternalHeaders(request.headers);
    keepOneLocation(response);
    hideProxyReport(response);
    pinForwardingHeaders(request.headers, request.socket.remoteAddress ?? "", trusted);
    unlessTaken(answerBeforeNext(request, response), () => {
      compress(request, response);
      handle(request, response).catch((error: unknown) => answerFailure(request, response, error));
    });
  };
  // Clients keep an idle connection to reuse it: nginx for 4 s (deploy/nginx.conf), other proxies up to 60 s. Closed
  // sooner by the server, a request sent just as it closes gets a reset, and a POST is never retried.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const drain = drainOf(server);
  const answerProbe = responderOf(probes(processReadiness(DATABASE_URL, drain.draining)));
  server.listen(PORT, HOST, () => logger().info(`Listening on http://${HOST}:${PORT}`));

  // Once the last request is answered: the page views still in memory written (lib/analytics/), Next.js closed, then
  // the clients it used.
  const closeClients = async () => {
    await finalFlush();
    await app.close();
    await processDatabase()?.$disconnect();
    sharedRedis()?.close();
  };
  const stop = (signal: NodeJS.Signals, graceSeconds: number) => {
    logger().info(`${signal}: /readyz answers 503; serving ${graceSeconds} s more, then finishing what is under way`);
    drain.stop(graceSeconds * 1000, closeClients).then(
      () => process.exit(0),
      (error: unknown) => {
        logError("The server could not stop cleanly", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM", SHUTDOWN_GRACE_S));
  // Ctrl-C in a terminal: nobody to take the server out of rotation, so no grace.
  process.once("SIGINT", () => stop("SIGINT", 0));
}

main().catch((error: unknown) => {
  logError("The server could not start", error);
  process.exit(1);
});
