// The page cache's entries and tag refresh times in Redis, shared by every server of one build (docs/caching.md,
// Shared cache). An entry is one key holding what Next.js stored (html, Buffers, Maps of segments: v8's serializer keeps
// them as they are), named after the build so that servers of a new build never serve an old build's pages. Every
// entry expires (at its `due:` instant, or after ENTRY_TTL_MS), so Redis under `maxmemory-policy volatile-lru` evicts
// entries only; the refresh times are one sorted set that never expires. A refresh moves each tag's time on in Redis
// itself (a script), so that it changes even when the server that sends it has a clock behind the last refresh's.
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
import { timeAfterRefresh, type PageStore, type StoredEntry, type TagRefreshes } from "./store";

const TAGS_KEY = "pulso:page-tags";
const EPOCH = "~epoch";
/** How many refreshes Redis has had, of any tag. */
const COUNT = "~refreshes";
const ENTRY_TTL_MS = 24 * 60 * 60 * 1000;
const RETRY_EVERY_MS = 250;
/** Each tag's time becomes the refresh's, or one past its own when that is not earlier (as timeAfterRefresh). */
const REFRESH_SCRIPT = `
redis.call("ZINCRBY", KEYS[1], 1, "${COUNT}")
for i = 1, #ARGV, 2 do
  local last = tonumber(redis.call("ZSCORE", KEYS[1], ARGV[i + 1]) or "0")
  redis.call("ZADD", KEYS[1], string.format("%.0f", math.max(tonumber(ARGV[i]), last + 1)), ARGV[i + 1])
end`;

export class RedisStore implements PageStore {
  readonly kind = "redis";
  private readonly prefix: string;
  /** Tag -> when this process last refreshed it (timeAfterRefresh): it applies here even while Redis cannot be told. */
  private readonly refreshedHere = new Map<string, number>();
  /** Tag -> a refresh time Redis has not acknowledged yet. */
  private readonly unsent = new Map<string, number>();
  private retry: NodeJS.Timeout | null = null;
  /** How many refreshes this process made: one not sent yet counts at once. */
  private refreshesHere = 0;

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

  async read(key: string): Promise<StoredEntry | null | undefined> {
    const blob = await this.connection.send(["GET", this.prefix + key], { buffers: true });
    if (blob === undefined) return undefined;
    if (!Buffer.isBuffer(blob)) return null;
    try {
      return v8.deserialize(blob) as StoredEntry;
    } catch {
      return null;
    }
  }

  /**
   * The refreshes of `tags` and of Redis's data (its epoch), or null when Redis cannot say. A tag's stamp is its time
   * in Redis, the same on every server; while a refresh of it made here has not reached Redis, that refresh's time
   * here is added, so that it changes here at once.
   */
  async refreshesOf(tags: string[]): Promise<TagRefreshes | null> {
    const times = (await this.connection.send(["ZMSCORE", TAGS_KEY, EPOCH, COUNT, ...tags])) as
      (string | null)[] | undefined;
    if (!times) return null;
    if (times[0] === null) {
      await this.markEpoch();
      return null;
    }
    const stamps = new Map([[EPOCH, String(times[0])]]);
    let latest = Number(times[0]);
    tags.forEach((tag, index) => {
      const [there, here] = [Number(times[index + 2] ?? 0), this.refreshedHere.get(tag) ?? 0];
      latest = Math.max(latest, there, here);
      stamps.set(tag, this.unsent.has(tag) ? `${there}+${here}` : String(there));
    });
    // The epoch in the count: Redis's data lost and counted afresh does not pass for the same.
    return { latest, stamps, count: `${times[0]}/${times[1] ?? 0}/${this.refreshesHere}` };
  }

  async write(key: string, stored: StoredEntry): Promise<void> {
    const ttl = Number.isFinite(stored.dueAt) ? Math.max(1, stored.dueAt - Date.now()) : ENTRY_TTL_MS;
    await this.connection.send(["SET", this.prefix + key, v8.serialize(stored), "PX", String(ttl)]);
  }

  async forget(key: string): Promise<void> {
    await this.connection.send(["DEL", this.prefix + key]);
  }

  async refresh(tags: string[], at: number): Promise<void> {
    this.refreshesHere += 1;
    for (const tag of tags) {
      this.refreshedHere.set(tag, timeAfterRefresh(at, this.refreshedHere.get(tag)));
      this.unsent.set(tag, Math.max(at, this.unsent.get(tag) ?? 0));
    }
    // The publication's own attempt is not held back by a pause after some read timed out: under load, that pause
    // kept a publication from the other servers for two seconds. Retries keep to the pause.
    await this.sendRefreshes({ evenPaused: true });
  }

  /** A refresh sent twice (its reply timed out) moves the times on twice: one more render, never a stale page. */
  private async sendRefreshes({ evenPaused = false } = {}): Promise<void> {
    if (this.unsent.size === 0) return;
    const sending = [...this.unsent];
    const reply = await this.connection.send(
      ["EVAL", REFRESH_SCRIPT, "1", TAGS_KEY, ...sending.flatMap(([tag, at]) => [String(at), tag])],
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
