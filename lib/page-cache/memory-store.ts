// The page cache's entries and tag refresh times in this process's memory, least recently used evicted first: the
// store of a single server (no REDIS_URL) and of `next build`.
import { timeAfterRefresh, type PageStore, type StoredEntry, type TagRefreshes } from "./store";

export class MemoryStore implements PageStore {
  readonly kind = "memory";
  /** Least recently used first. */
  private readonly entries = new Map<string, { stored: StoredEntry; bytes: number }>();
  private totalBytes = 0;
  /** Tag -> when it was last refreshed (ms since the epoch; see timeAfterRefresh). */
  private readonly refreshedAt = new Map<string, number>();
  private refreshes = 0;

  constructor(private readonly maxBytes: number) {}

  async read(key: string): Promise<StoredEntry | null> {
    const kept = this.entries.get(key);
    if (!kept) return null;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.stored;
  }

  async refreshesOf(tags: string[]): Promise<TagRefreshes> {
    let latest = 0;
    const stamps = new Map<string, string>();
    for (const tag of tags) {
      const at = this.refreshedAt.get(tag) ?? 0;
      latest = Math.max(latest, at);
      stamps.set(tag, String(at));
    }
    return { latest, stamps, count: String(this.refreshes) };
  }

  async write(key: string, stored: StoredEntry, bytes: number): Promise<void> {
    void this.forget(key);
    this.entries.set(key, { stored, bytes });
    this.totalBytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      void this.forget(oldest);
    }
  }

  async forget(key: string): Promise<void> {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.totalBytes -= kept.bytes;
  }

  async refresh(tags: string[], at: number): Promise<void> {
    this.refreshes += 1;
    for (const tag of tags) this.refreshedAt.set(tag, timeAfterRefresh(at, this.refreshedAt.get(tag)));
  }
}
