// What the page cache keeps for each key, and what a place that keeps it (memory or Redis) does.
import type { PageCacheStore } from "../metrics/page-cache";
import type { CachedEntry } from "../next-internals";

/**
 * An entry as Next.js hands it back, the instant it expires at (Infinity when no `due:` tag names one), and when its
 * render began (absent from entries stored before it was kept).
 */
export type StoredEntry = { entry: CachedEntry; dueAt: number; renderBegan?: number };

export interface PageStore {
  readonly kind: PageCacheStore;
  read(key: string): Promise<StoredEntry | null>;
  /** The latest refresh of any of `tags` (ms since the epoch, 0 for never), or null when the store cannot say. */
  lastRefreshOf(tags: string[]): Promise<number | null>;
  write(key: string, stored: StoredEntry, bytes: number): Promise<void>;
  forget(key: string): Promise<void>;
  refresh(tags: string[], at: number): Promise<void>;
}
