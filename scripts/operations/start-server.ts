// The production server (`npm start`): Next.js behind a listener that decides who the client is.
//
// `next start` fills X-Forwarded-For from the socket only when a request brings none, so the site
// could not tell a client's own header from a proxy's. Here every request has its forwarding headers
// pinned from the socket and TRUSTED_PROXIES before Next.js sees it, requests Next.js would answer with a
// 500 (TRACE, a POST to a static file) get their answer here, readers' beacons go straight to their route's handler
// (lib/analytics/beacon-answers.ts), the addresses of renamed and removed posts get
// their 308 and 410 (lib/http/retired-post-answers.ts), uploaded photos are streamed from MEDIA_DIR
// (lib/http/media-file-answers.ts), and the server listens on HOST.
//
// package.json's start script sets UV_THREADPOOL_SIZE=6 in the environment: libuv sizes its pool on
// first use, which happens while this file is still being loaded. Password hashes take at most two
// threads (one for unknown browsers, one for the editor's known ones: lib/auth/hash-slots.ts), so the
// four Next.js is built around stay free for the file reads and compression it serves static files with.
// It also sets MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own arena and keeps what libvips's
// threads freed after an upload, which left the server 100 MB larger after four photos (docs/performance.md).
//
// `npm run build` compiles this file into .next-server/start-server.cjs: loaded through tsx at start, the
// TypeScript loader stayed in memory for the server's whole life (about 50 MB).
import http from "node:http";
import next from "next";
import { finalFlush } from "../../lib/analytics/final-flush";
import { pinForwardingHeaders, trustedProxies } from "../../lib/http/forwarded-for";
import { parseEnv } from "../../lib/env-schema";
import { answerBeacon } from "../../lib/analytics/beacon-answers";
import { earlyAnswers } from "../../lib/http/early-answers";
import { answerFailure } from "../../lib/http/failed-request";
import { stripInternalHeaders } from "../../lib/http/internal-headers";
import { mediaFileAnswers } from "../../lib/http/media-file-answers";
import { routeRetiredPost } from "../../lib/http/retired-post-answers";
import { searchThrottleAnswers } from "../../lib/http/search-throttle-answers";
import { keepOneLocation } from "../../lib/http/single-location";
import { logError } from "../../lib/server-log";

async function main(): Promise<void> {
  // The schema, not lib/env.ts: this file runs outside Next.js's bundle, where a server-only module cannot load.
  const { HOST, PORT, TRUSTED_PROXIES, MEDIA_DIR } = parseEnv();
  const trusted = trustedProxies(TRUSTED_PROXIES);
  const app = next({ dev: false, dir: process.cwd(), hostname: HOST, port: PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const answerEarly = earlyAnswers();
  const answerMedia = mediaFileAnswers(MEDIA_DIR);
  const answerThrottled = searchThrottleAnswers();

  const server = http.createServer((request, response) => {
    stripInternalHeaders(request.headers);
    keepOneLocation(response);
    if (answerEarly(request, response) || answerMedia(request, response)) return;
    pinForwardingHeaders(request.headers, request.socket.remoteAddress ?? "", trusted);
    if (answerThrottled(request, response) || answerBeacon(request, response)) return;
    routeRetiredPost(request, response, () =>
      handle(request, response).catch((error: unknown) => answerFailure(request, response, error)),
    );
  });
  // Clients keep an idle connection to reuse it: nginx's upstream keepalive for 60 s. Closed sooner (Node's default is
  // 5 s), a request sent just as the server closes it gets a reset, and a POST is never retried.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(PORT, HOST, () => console.log(`Listening on http://${HOST}:${PORT}`));

  // As `next start` does: finish the requests under way, write the page views still in memory (lib/analytics/), then
  // let Next.js close.
  const stop = (signal: NodeJS.Signals) => {
    server.close(
      () =>
        void finalFlush()
          .then(() => app.close())
          .finally(() => process.exit(signal === "SIGINT" ? 130 : 143)),
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  logError("The server could not start", error);
  process.exit(1);
});
