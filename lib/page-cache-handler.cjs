// The cache of rendered pages and route handlers (ISR), kept in this server's memory.
// Next.js's default handler keeps pages on disk but remembers revalidations only in memory, so a restart between a
// publication and the next visit would serve the old page for good. Here both live and die together: after a
// restart every page is rendered afresh from the database on its first visit, and a publication can never be lost.
// A page that lists the archive also carries a tag `due:<ms>` naming when the next scheduled post comes online
// (lib/cache-tags.ts): past that instant the entry is expired, so the first request after it renders afresh and a
// scheduled post appears with nothing written and no timer. The instant is read once, when the entry is stored.
// Answers that are not a success (a 404 for an unknown post, a 405) are never kept: a flood of random addresses
// would otherwise push the real pages out, and a stored answer to a POST would be served to every GET after it.
// Its size is PAGE_CACHE_MAX_MB, which next.config.ts parses with the site's other settings and Next.js hands to every
// handler it makes as maxMemoryCacheSize (cacheMaxMemorySize in next.config.ts).

const TAGS_HEADER = "x-next-cache-tags";
const DUE_PREFIX = "due:";

/** Tag -> when it was last revalidated (ms since the epoch). Shared by every handler instance of the process. */
const expiredTags = new Map();
/** Key -> { entry, bytes }, least recently used first. */
const entries = new Map();
let totalBytes = 0;

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
 * How long a render may take. An entry is stored when its render ends, so a render that read the database just
 * before a publication and finished just after its refresh would otherwise be kept as fresh, without the post; an
 * entry stored this soon after a refresh of one of its tags is rendered again once more.
 */
const RENDER_GRACE_MS = 1000;

function isExpired(tags, lastModified) {
  return tags.some((tag) => (expiredTags.get(tag) ?? 0) >= lastModified - RENDER_GRACE_MS);
}

function forget(key) {
  const stored = entries.get(key);
  if (!stored) return;
  entries.delete(key);
  totalBytes -= stored.bytes;
}

module.exports = class PageCacheHandler {
  constructor({ maxMemoryCacheSize }) {
    this.maxBytes = maxMemoryCacheSize;
  }

  async get(key, ctx) {
    const stored = entries.get(key);
    if (!stored) return null;
    if (stored.dueAt <= Date.now() || isExpired(tagsOf(stored.entry.value, ctx), stored.entry.lastModified)) {
      forget(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, stored);
    return stored.entry;
  }

  async set(key, value, ctx) {
    forget(key);
    if (value?.status >= 400) return;
    const bytes = sizeOf(value);
    if (bytes > this.maxBytes) return;
    const entry = { value, lastModified: Date.now(), cacheControl: ctx?.cacheControl };
    entries.set(key, { entry, bytes, dueAt: dueAtOf(tagsOf(value, ctx)) });
    totalBytes += bytes;
    for (const oldest of entries.keys()) {
      if (totalBytes <= this.maxBytes) break;
      forget(oldest);
    }
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of [].concat(tags)) expiredTags.set(tag, now);
  }

  resetRequestCache() {}
};
