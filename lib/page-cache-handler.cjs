// The cache of rendered pages and route handlers (ISR): in this server's memory (lib/page-cache/memory-store.cjs), or
// with REDIS_URL in Redis, shared by every server of the build (lib/page-cache/redis-store.cjs; docs/caching.md).
// Next.js's default handler keeps pages on disk but remembers revalidations only in memory, so a restart between a
// publication and the next visit would serve the old page for good. Here entries and refresh times live and die
// together: after a restart (of the server, or of Redis) every page is rendered afresh from the database on its first
// visit, and a publication can never be lost.
// A page that lists the archive also carries a tag `due:<ms>` naming when the next scheduled post comes online
// (lib/cache-tags.ts): past that instant the entry is expired, so the first request after it renders afresh and a
// scheduled post appears with nothing written and no timer. The instant is read once, when the entry is stored.
// Answers that are not a success (a 404 for an unknown post, a 405) are never kept: a flood of random addresses
// would otherwise push the real pages out, and a stored answer to a POST would be served to every GET after it.
// Its size is PAGE_CACHE_MAX_MB, which next.config.ts parses with the site's other settings and Next.js hands to every
// handler it makes as maxMemoryCacheSize (cacheMaxMemorySize in next.config.ts); Redis has its own maxmemory.

const MemoryStore = require("./page-cache/memory-store.cjs");
const { sharedRedis } = require("./page-cache/redis-connection.cjs");

const TAGS_HEADER = "x-next-cache-tags";
const DUE_PREFIX = "due:";

/**
 * How long a render may take. An entry is stored when its render ends, so a render that read the database just
 * before a publication and finished just after its refresh would otherwise be kept as fresh, without the post; an
 * entry stored this soon after a refresh of one of its tags is rendered again once more. With several servers it
 * also covers their clocks' difference.
 */
const RENDER_GRACE_MS = 1000;

function sizeOf(value) {
  if (!value) return 64;
  let bytes = 256;
  if (typeof value.html === "string") bytes += value.html.length;
  if (value.rscData) bytes += value.rscData.byteLength ?? 0;
  if (value.body) bytes += value.body.byteLength ?? 0;
  if (value.segmentData) for (const segment of value.segmentData.values()) bytes += segment.byteLength ?? 0;
  if (value.data) bytes += JSON.stringify(value.data).length;
  return bytes;
}

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  return [...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/** The earliest instant named by a `due:` tag, or Infinity. */
function dueAtOf(tags) {
  let dueAt = Infinity;
  for (const tag of tags) if (tag.startsWith(DUE_PREFIX)) dueAt = Math.min(dueAt, Number(tag.slice(DUE_PREFIX.length)));
  return dueAt;
}

/**
 * One store per process, shared by every handler instance (Next.js makes one per request) and, through globalThis, by
 * the app's copy of this module's callers (lib/revalidate.ts), which tells it of a change before answering.
 */
const STORE_KEY = Symbol.for("pulso.pageCacheStore");

function storeOf({ maxMemoryCacheSize, serverDistDir }) {
  if (globalThis[STORE_KEY]) return globalThis[STORE_KEY];
  const redis = sharedRedis();
  const RedisStore = redis && require("./page-cache/redis-store.cjs");
  globalThis[STORE_KEY] = redis ? new RedisStore(redis, serverDistDir) : new MemoryStore(maxMemoryCacheSize);
  return globalThis[STORE_KEY];
}

module.exports = class PageCacheHandler {
  constructor(options) {
    this.maxBytes = options.maxMemoryCacheSize;
    this.store = storeOf(options);
  }

  async get(key, ctx) {
    const stored = await this.store.read(key);
    if (!stored) return null;
    if (stored.dueAt <= Date.now()) {
      await this.store.forget(key);
      return null;
    }
    const refreshedAt = await this.store.lastRefreshOf(tagsOf(stored.entry.value, ctx));
    if (refreshedAt === null) return null;
    if (refreshedAt >= stored.entry.lastModified - RENDER_GRACE_MS) {
      await this.store.forget(key);
      return null;
    }
    return stored.entry;
  }

  async set(key, value, ctx) {
    const bytes = sizeOf(value);
    if (value?.status >= 400 || bytes > this.maxBytes) {
      await this.store.forget(key);
      return;
    }
    const entry = { value, lastModified: Date.now(), cacheControl: ctx?.cacheControl };
    await this.store.write(key, { entry, dueAt: dueAtOf(tagsOf(value, ctx)) }, bytes);
  }

  async revalidateTag(tags) {
    await this.store.refresh([].concat(tags), Date.now());
  }

  resetRequestCache() {}
};
