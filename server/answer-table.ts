// What the server entry answers itself, before Next.js, in the order it asks: the first row whose address (and `only`)
// matches takes the request, through server/responder.ts. Adding an answer is adding a row here.
import type { Env } from "../lib/env-schema";
import type { Readiness } from "../lib/health/readiness";
import { beacons } from "./answers/beacons";
import { handOff } from "./answers/hand-off";
import { healthProbes } from "./answers/health";
import { mediaFiles } from "./answers/media-files";
import { methodGuards } from "./answers/method-guards";
import { metrics } from "./answers/metrics";
import { retiredPosts } from "./answers/retired-posts";
import { searchThrottle } from "./answers/search-throttle";
import { crossSiteServerFunctions } from "./answers/server-functions";
import type { EarlyAnswer } from "./responder";

/** Asked first, before the request is logged or counted: GET, HEAD /healthz and /readyz. */
export const probes = (readiness: () => Promise<Readiness>): EarlyAnswer[] => healthProbes(readiness);

export type AnswerSettings = Pick<Env, "MEDIA_DIR" | "METRICS_ALLOW" | "METRICS_TOKEN" | "SITE_URL">;

/** What the entry knows of the build: whether an address (as Next.js routes it) is one of its pages. */
export type BuildRoutes = { isPage: (pathname: string) => boolean };
/** What the entry knows of its own stop (shutdown.ts). */
export type Stopping = { handingOff: () => boolean };

/** Asked once the request's forwarding headers are pinned; what none takes goes to Next.js. */
export function answersBeforeNext(settings: AnswerSettings, build: BuildRoutes, stopping: Stopping): EarlyAnswer[] {
  return [
    // GET, HEAD anywhere once a stopping server's grace is over: 503, which nginx sends to the next server.
    handOff(stopping.handingOff),
    // Any address: 501 for TRACE and every method no route serves. A file of public/ or /_next/static: 405 but to
    // GET and HEAD.
    ...methodGuards(),
    // GET, HEAD /media/<hash>/<file>: the photo, streamed from MEDIA_DIR.
    mediaFiles(settings.MEDIA_DIR),
    // GET, HEAD /metrics, for a client METRICS_ALLOW lists or a bearer of METRICS_TOKEN (405 to them otherwise).
    metrics(settings.METRICS_ALLOW, settings.METRICS_TOKEN),
    // POST with Next-Action from another site, any address, and a form's multipart POST from another site to a page:
    // 403.
    ...crossSiteServerFunctions(settings.SITE_URL, build.isPage),
    // GET, HEAD /buscar?q= and /edmNews?q= past the client's rate: 429.
    searchThrottle(),
    // POST /conteo: the beacon's route handler, once Next.js has loaded it.
    beacons,
    // GET, HEAD /post/:id, /eventos/:id and their share images: 308 for a former id, 410 or a mark for a removed one.
    retiredPosts,
  ];
}
