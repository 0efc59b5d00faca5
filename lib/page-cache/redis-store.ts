// The page cache's entries and tag refresh times in Redis, shared by every server of one build (docs/caching.md,
// Shared cache). An entry is one key holding what Next.js stored (html, Buffers, Maps of segments: v8's serializer keeps
// them as they are), named after the build so that servers of a new build never serve an old build's pages. Every
// entry expires (at its `due:` instant, or after ENTRY_TTL_MS), so Redis under `maxmemory-policy volatile-lru` evicts
// entries only; the refresh times are one sorted set that never expires.
//
// What Redis cannot answer in time counts as "not cached": the page renders from the database. A refresh of tags
// that cannot reach Redis applies at once in this process and is sent again every RETRY_EVERY_MS and whenever the
// connection is back, so the other servers stop serving the old pages as soon as this one can tell them. If Redis
// lost its data (a restart, an eviction of the refresh times), the set lacks its EPOCH member: it is written again
// (on connecting, or by the first read that misses it) with the current time, which counts as a refresh of every
// tag, so no entry stored before it is served.

import v8 from "node:v8";
import { buildIdOfServerFolder } from "../next-internals";
import type { RedisConnection } from "./redis-connection";
import type { PageStore, StoredEntry } from "./store";

const TAGS_KEY = "pulso:page-tags";
const EPOCH = "~epoch";
const ENTRY_TTL_MS = 24 * 60 * 60 * 1000;
const RETRY_EVERY_MS = 250;

export class RedisStore implements PageStore {
  readonly kind = "redis";
  private readonly prefix: string;
  /** Tag -> when this process refreshed it: it applies here even while Redis cannot be told. */
  private readonly refreshedHere = new Map<string, number>();
  /** Tag -> a refresh time Redis has not acknowledged yet. */
  private readonly unsent = new Map<string, number>();
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connection: RedisConnection,
    serverDistDir: string | undefined,
  ) {
    // A handler made outside a build shares "none".
    const buildId = serverDistDir ? buildIdOfServerFolder(serverDistDir) : undefined;
    this.prefix = `pulso:page:${buildId ?? "none"}:`;
    connection.onReady(() => void this.markEpoch().then(() => this.sendRefreshes()));
  }

  /** Dates Redis's data, when it has none yet: no entry stored before then is served. */
  private async markEpoch(): Promise<void> {
    await this.connection.send(["ZADD", TAGS_KEY, "NX", String(Date.now()), EPOCH]);
  }

  async read(key: string): Promise<StoredEntry | null> {
    const blob = await this.connection.send(["GET", this.prefix + key], { buffers: true });
    if (!Buffer.isBuffer(blob)) return null;
    try {
      return v8.deserialize(blob) as StoredEntry;
    } catch {
      return null;
    }
  }

  /** The latest refresh of any of `tags` (or of Redis's data), or null when Redis cannot say. */
  async lastRefreshOf(tags: string[]): Promise<number | null> {
    const times = (await this.connection.send(["ZMSCORE", TAGS_KEY, EPOCH, ...tags])) as (number | null)[] | undefined;
    if (!times) return null;
    if (times[0] === null) {
      await this.markEpoch();
      return null;
    }
    let latest = 0;
    for (const tag of tags) latest = Math.max(latest, this.refreshedHere.get(tag) ?? 0);
    for (const time of times) if (time !== null) latest = Math.max(latest, Number(time));
    return latest;
  }

  async write(key: string, stored: StoredEntry): Promise<void> {
    const ttl = Number.isFinite(stored.dueAt) ? Math.max(1, stored.dueAt - Date.now()) : ENTRY_TTL_MS;
    await this.connection.send(["SET", this.prefix + key, v8.serialize(stored), "PX", String(ttl)]);
  }

  async forget(key: string): Promise<void> {
    await this.connection.send(["DEL", this.prefix + key]);
  }

  async refresh(tags: string[], at: number): Promise<void> {
    for (const tag of tags) {
      this.refreshedHere.set(tag, Math.max(at, this.refreshedHere.get(tag) ?? 0));
      this.unsent.set(tag, Math.max(at, this.unsent.get(tag) ?? 0));
    }
    // The publication's own attempt is not held back by a pause after some read timed out: under load, that pause
    // kept a publication from the other servers for two seconds. Retries keep to the pause.
    await this.sendRefreshes({ evenPaused: true });
  }

  /** ZADD GT keeps the latest time of each tag, whichever server sends its refresh last. */
  private async sendRefreshes({ evenPaused = false } = {}): Promise<void> {
    if (this.unsent.size === 0) return;
    const sending = [...this.unsent];
    const reply = await this.connection.send(
      ["ZADD", TAGS_KEY, "GT", ...sending.flatMap(([tag, at]) => [String(at), tag])],
      { evenPaused },
    );
    if (reply === undefined) {
      this.retryLater();
      return;
    }
    for (const [tag, at] of sending) if (this.unsent.get(tag) === at) this.unsent.delete(tag);
  }

  private retryLater(): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.sendRefreshes();
    }, RETRY_EVERY_MS);
    this.retry.unref();
  }
}
