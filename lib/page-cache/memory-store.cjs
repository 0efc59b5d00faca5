// The page cache's entries and tag refresh times in this process's memory, least recently used evicted first: the
// store of a single server (no REDIS_URL) and of `next build`.

module.exports = class MemoryStore {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    /** Key -> { stored, bytes }, least recently used first. */
    this.entries = new Map();
    this.totalBytes = 0;
    /** Tag -> when it was last refreshed (ms since the epoch). */
    this.refreshedAt = new Map();
  }

  async read(key) {
    const kept = this.entries.get(key);
    if (!kept) return null;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.stored;
  }

  async lastRefreshOf(tags) {
    let latest = 0;
    for (const tag of tags) latest = Math.max(latest, this.refreshedAt.get(tag) ?? 0);
    return latest;
  }

  async write(key, stored, bytes) {
    this.forget(key);
    this.entries.set(key, { stored, bytes });
    this.totalBytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  async forget(key) {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.totalBytes -= kept.bytes;
  }

  async refresh(tags, at) {
    for (const tag of tags) this.refreshedAt.set(tag, at);
  }
};
