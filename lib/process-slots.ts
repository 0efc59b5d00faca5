// The values one process shares between its separately compiled bundles. Next.js's server bundle (the app), the page
// cache handler (.next-server/page-cache-handler.cjs) and the server entry (.next-server/start-server.cjs) each load
// their own copy of a module, and Next.js may load one more than once: a value every copy must see lives on globalThis,
// under a key of the global symbol registry, which every copy spells alike. This file is the only one that touches
// them (eslint.config.mjs forbids Symbol.for and casts of globalThis elsewhere): every slot is declared here once, with
// its type. It imports types only, and nothing at run time: each owner imports it, and it names each owner's type.
import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";
import type { Registry } from "prom-client";
import type { BeaconHandler } from "./analytics/beacon-handler";
import type { PageCounter } from "./analytics/page-counter";
import type { RequestContext } from "./log/request-context";
import type { RedisConnection } from "./page-cache/redis-connection";
import type { RenderStarts } from "./page-cache/render-starts";
import type { PageStore } from "./page-cache/store";
import type { ProcessDatabase } from "./process-database";
import type { RetiredPosts } from "./retired-posts";

/** One value on globalThis, whichever copy of a module asks. */
export type ProcessSlot<T> = {
  /** The value, if one was put. */
  get(): T | undefined;
  /** Puts `value` in place (undefined empties the slot) and gives back the one it replaced. */
  put(value: T | undefined): T | undefined;
  /** The value, made by `make` and put the first time it is asked for. */
  keep(make: () => T): T;
};

function slot<T>(key: string): ProcessSlot<T> {
  const symbol = Symbol.for(key);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    get: () => holder[symbol],
    put(value) {
      const previous = holder[symbol];
      if (value === undefined) delete holder[symbol];
      else holder[symbol] = value;
      return previous;
    },
    keep: (make) => (holder[symbol] ??= make()),
  };
}

/** The registry of metrics and every metric made once per process (lib/metrics/registry.ts). */
export type ProcessMetrics = { registry: Registry; kept: Map<string, unknown> };

export const processSlots = {
  /** Which request the code running now serves (lib/log/request-context.ts). */
  requestContext: slot<AsyncLocalStorage<RequestContext>>("pulso.request-context"),
  /** The server's log: one logger, one stream (lib/log/logger.ts). */
  logger: slot<Logger>("pulso.logger"),
  /** The one connection to Redis, with REDIS_URL (lib/page-cache/redis-connection.ts). */
  redisConnection: slot<RedisConnection>("pulso.redisConnection"),
  /** The retired posts' addresses, installed at start by the app and asked by the entry (lib/retired-posts.ts). */
  retiredPosts: slot<RetiredPosts>("pulso.retiredPosts"),
  /** GET /metrics's registry and the metrics in it (lib/metrics/registry.ts). */
  metrics: slot<ProcessMetrics>("pulso.metrics"),
  /** The page cache's store, made by the handler and told of changes by the app (lib/revalidate.ts). */
  pageCacheStore: slot<PageStore>("pulso.pageCacheStore"),
  /** When each render under way began, kept by the handler and waited on by the app (lib/revalidate.ts). */
  renderStarts: slot<RenderStarts>("pulso.pageCacheRenderStarts"),
  /** The views counter (lib/analytics/count-view.ts). */
  pageCounter: slot<PageCounter>("pulso.pageCounter"),
  /** The counter's last write, offered by the app and called by the entry on shutdown (lib/analytics/final-flush.ts). */
  pageCounterFinalFlush: slot<() => Promise<void>>("pulso.pageCounterFinalFlush"),
  /** The beacon's route handler, offered by the app to the entry (lib/analytics/beacon-handler.ts). */
  beaconHandler: slot<BeaconHandler>("pulso.beaconHandler"),
  /** The Prisma client, made by the app and asked by the entry for /readyz and shutdown (lib/process-database.ts). */
  database: slot<ProcessDatabase>("pulso.database"),
};
