// The cache of rendered pages and route handlers (ISR): in this server's memory (lib/page-cache/memory-store.ts), or
// with REDIS_URL in Redis, shared by every server of the build (lib/page-cache/redis-store.ts; docs/caching.md).
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
// Next.js loads this file by itself, outside the app's bundle: `npm run build:server` compiles it, with the server entry,
// into .next-server/page-cache-handler.cjs, the file next.config.ts names.
import { countPageCacheLookup } from "./metrics/page-cache";
import {
  cacheControlOf,
  lookedUpKind,
  valueBytes,
  valueStatus,
  valueTags,
  type CacheHandler,
  type CacheHandlerOptions,
  type CachedEntry,
  type CachedValue,
  type GetContext,
  type SetContext,
} from "./next-internals";
import { isFresh } from "./page-cache/freshness";
import { MemoryStore } from "./page-cache/memory-store";
import { sharedRedis } from "./page-cache/redis-connection";
import { RedisStore } from "./page-cache/redis-store";
import { RenderStarts } from "./page-cache/render-starts";
import type { PageStore, TagRefreshes, TagStamps } from "./page-cache/store";
import { processSlots } from "./process-slots";

const DUE_PREFIX = "due:";

/** The earliest instant named by a `due:` tag, or Infinity. */
function dueAtOf(tags: string[]): number {
  let dueAt = Infinity;
  for (const tag of tags) if (tag.startsWith(DUE_PREFIX)) dueAt = Math.min(dueAt, Number(tag.slice(DUE_PREFIX.length)));
  return dueAt;
}

/**
 * One store per process, shared by every handler instance (Next.js makes one per request) and, through its process
 * slot, by the app's copy of this module's callers (lib/revalidate.ts), which tells it of a change before answering.
 */
const storeOf = ({ maxMemoryCacheSize = 0, serverDistDir }: CacheHandlerOptions): PageStore =>
  processSlots.pageCacheStore.keep(() => {
    const redis = sharedRedis();
    return redis ? new RedisStore(redis, serverDistDir) : new MemoryStore(maxMemoryCacheSize);
  });

const renderStarts = () => processSlots.renderStarts.keep(() => new RenderStarts());

export default class PageCacheHandler implements CacheHandler {
  private readonly maxBytes: number;
  private readonly store: PageStore;

  constructor(options: CacheHandlerOptions) {
    this.maxBytes = options.maxMemoryCacheSize ?? 0;
    this.store = storeOf(options);
  }

  async get(key: string, ctx?: GetContext): Promise<CachedEntry | null> {
    const { entry, seen } = await this.lookUp(key, ctx);
    countPageCacheLookup(this.store.kind, lookedUpKind(ctx), entry !== null);
    if (!entry) renderStarts().missed(key, Date.now(), seen);
    return entry;
  }

  /**
   * The entry when it is fresh; otherwise the refreshes just read, which the render it calls for sees: the stamps of a
   * stale entry's tags, and the count of refreshes (the tags of a missing entry are unknown).
   */
  private async lookUp(
    key: string,
    ctx: GetContext | undefined,
  ): Promise<{ entry: CachedEntry | null; seen?: TagRefreshes }> {
    const stored = await this.store.read(key);
    if (stored === undefined) return { entry: null };
    if (stored === null || stored.dueAt <= Date.now()) {
      if (stored) await this.store.forget(key);
      return { entry: null, seen: (await this.store.refreshesOf([])) ?? undefined };
    }
    const refreshes = await this.store.refreshesOf(valueTags(stored.entry.value, ctx));
    if (refreshes === null) return { entry: null };
    if (isFresh(stored, refreshes)) return { entry: stored.entry };
    await this.store.forget(key);
    return { entry: null, seen: refreshes };
  }

  async set(key: string, value: CachedValue | null, ctx?: SetContext): Promise<void> {
    const now = Date.now();
    const render = renderStarts().storedRender(key, now);
    try {
      await this.write(key, value, ctx, now, render);
    } finally {
      renderStarts().written(key);
    }
  }

  private async write(
    key: string,
    value: CachedValue | null,
    ctx: SetContext | undefined,
    now: number,
    { began: renderBegan, seen: atStart }: { began: number; seen?: TagRefreshes },
  ): Promise<void> {
    const bytes = valueBytes(value);
    if ((valueStatus(value) ?? 0) >= 400 || bytes > this.maxBytes) {
      await this.store.forget(key);
      return;
    }
    const entry: CachedEntry = { value, lastModified: now, cacheControl: cacheControlOf(ctx) };
    const tags = valueTags(value, ctx);
    const seen = atStart && (await this.stampsSeen(tags, atStart));
    await this.store.write(key, { entry, dueAt: dueAtOf(tags), renderBegan, seen }, bytes);
  }

  /**
   * The stamps of `tags` as the render saw them when it began: those read now when no refresh came since (the count of
   * refreshes the same), else those its start read, of the tags the stale entry had.
   */
  private async stampsSeen(tags: string[], atStart: TagRefreshes): Promise<TagStamps> {
    const now = await this.store.refreshesOf(tags);
    return now?.count === atStart.count ? now.stamps : atStart.stamps;
  }

  async revalidateTag(tags: string | string[]): Promise<void> {
    await this.store.refresh(([] as string[]).concat(tags), Date.now());
  }

  resetRequestCache(): void {}
}
