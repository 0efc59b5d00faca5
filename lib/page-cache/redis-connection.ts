// The process's one connection to Redis (REDIS_URL), shared by the page cache and the retired addresses' mark
// (shared-mark.ts).
// Next.js loads the cache handler outside its bundle and the app loads this file inside it: both copies find the one
// connection on globalThis. A request never waits for Redis longer than COMMAND_TIMEOUT_MS: while the connection is
// down, a command fails at once (no offline queue) and the client reconnects in the background; after a command timed
// out (a server that accepts but does not answer), Redis is left alone for PAUSE_AFTER_TIMEOUT_MS, and when it kept
// timing out the socket is replaced, since a connection whose peer vanished may never close by itself.
import type { RedisClientType } from "redis";
import { settings } from "../env-schema";
import { logger } from "../log/logger";
import { countRedisGiveUp, type RedisGiveUp } from "../metrics/redis";
import { processSlots } from "../process-slots";

const CONNECT_TIMEOUT_MS = 250;
export const COMMAND_TIMEOUT_MS = 200;
const PAUSE_AFTER_TIMEOUT_MS = 1000;
const TIMEOUTS_BEFORE_NEW_SOCKET = 3;
const RECONNECT_MAX_MS = 500;

const TIMED_OUT = Symbol("timed out");

type RedisClient = RedisClientType;

/** The `redis` package, loaded only when REDIS_URL asks for it: without it the site never loads it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load; an import would load it in every process.
const redisPackage = (): typeof import("redis") => require("redis");

export class RedisConnection {
  private pausedUntil = 0;
  private timeouts = 0;
  private down = false;
  private readonly readyListeners = new Set<() => void>();
  client: RedisClient;

  constructor(private readonly url: string) {
    this.client = this.open();
  }

  private open(): RedisClient {
    const { createClient } = redisPackage();
    const client = createClient({
      url: this.url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, RECONNECT_MAX_MS),
      },
    });
    client.on("error", (error: Error) => {
      if (this.down) return;
      this.down = true;
      logger().error(`Redis is unreachable, pages render from the database until it is back: ${error.message}`);
    });
    client.on("ready", () => {
      if (this.down) logger().info("Redis is reachable again");
      this.down = false;
      this.timeouts = 0;
      this.pausedUntil = 0;
      for (const listener of this.readyListeners) listener();
    });
    client.connect().catch(() => {});
    return client;
  }

  /** Calls `listener` every time the connection is (again) ready. */
  onReady(listener: () => void): void {
    this.readyListeners.add(listener);
    if (this.client.isReady) listener();
  }

  /**
   * Sends one command; its reply, or undefined when Redis could not answer in time. Never throws. With `buffers`,
   * strings come back as Buffers. `evenPaused` sends it during the pause after a timeout too: the pause spares
   * readers' requests, while a refresh of tags must reach the other servers as soon as Redis can take it.
   */
  async send(args: ReadonlyArray<string | Buffer>, { buffers = false, evenPaused = false } = {}): Promise<unknown> {
    if (!this.client.isReady) return this.gaveUp("down");
    if (!evenPaused && Date.now() < this.pausedUntil) return this.gaveUp("paused");
    const { RESP_TYPES } = redisPackage();
    const reply = this.client.sendCommand<unknown>(args, {
      typeMapping: buffers ? { [RESP_TYPES.BLOB_STRING]: Buffer } : undefined,
    });
    // node-redis's own command timeout ends when the command is written; a reply that never comes is timed here. The
    // timer's end waits one turn of the event loop: when this process itself was busy past the timeout (a long render),
    // timers run before the socket is read, and a reply that came meanwhile must win over a timeout Redis did not cause.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<typeof TIMED_OUT>(
      (resolve) => (timer = setTimeout(() => setImmediate(resolve, TIMED_OUT), COMMAND_TIMEOUT_MS)),
    );
    try {
      const answer = await Promise.race([reply, timedOut]);
      if (answer === TIMED_OUT) {
        reply.catch(() => {});
        this.timedOut();
        return this.gaveUp("timeout");
      }
      this.timeouts = 0;
      return answer;
    } catch (error) {
      if (!this.down) logger().error(`A Redis command failed: ${(error as Error | undefined)?.message}`);
      return this.gaveUp("error");
    } finally {
      clearTimeout(timer);
    }
  }

  private gaveUp(reason: RedisGiveUp): undefined {
    countRedisGiveUp(reason);
    return undefined;
  }

  private timedOut(): void {
    this.pausedUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS;
    this.timeouts += 1;
    if (this.timeouts < TIMEOUTS_BEFORE_NEW_SOCKET) return;
    logger().error("Redis did not answer in time; connecting again");
    this.timeouts = 0;
    this.down = true;
    this.client.destroy();
    this.client = this.open();
  }

  /** For tests and a clean exit: closes the socket and forgets the connection. */
  close(): void {
    this.client.destroy();
    processSlots.redisConnection.put(undefined);
  }
}

/**
 * The process's connection, opened on first use; null without REDIS_URL (next.config.ts validated it through
 * lib/env-schema.ts before Next.js loads the handler) and while `next build` prerenders, which must not need Redis.
 */
export function sharedRedis(): RedisConnection | null {
  const url = settings().REDIS_URL;
  // eslint-disable-next-line no-restricted-properties -- Next.js's own phase, not a setting of the site.
  if (!url || process.env.NEXT_PHASE === "phase-production-build") return null;
  return processSlots.redisConnection.keep(() => new RedisConnection(url));
}
