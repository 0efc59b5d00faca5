// What the page cache keeps for each key, and what a place that keeps it (memory or Redis) does.
import type { PageCacheStore } from "../metrics/page-cache";
import type { CachedEntry } from "../next-internals";

/**
 * Tag -> its refresh stamp as a store read it. Every refresh of a tag changes its stamp, whatever the clock of the
 * server that made it (one a millisecond earlier than the last, or in the same millisecond, included).
 */
export type TagStamps = Map<string, string>;

/**
 * The refreshes of some tags: the latest one's time (ms since the epoch, 0 for never), each tag's stamp, and a count
 * of every refresh the store has had, of any tag: while it stays the same, no stamp moved.
 */
export type TagRefreshes = { latest: number; stamps: TagStamps; count: string };

/**
 * An entry as Next.js hands it back, the instant it expires at (Infinity when no `due:` tag names one), when its
 * render began (absent from entries stored before it was kept), and its tags' stamps as they were when that render
 * began (only for a render this server saw begin, on a lookup that read them).
 */
export type StoredEntry = { entry: CachedEntry; dueAt: number; renderBegan?: number; seen?: TagStamps };

export interface PageStore {
  readonly kind: PageCacheStore;
  /** The entry, null when there is none, undefined when the store cannot say. */
  read(key: string): Promise<StoredEntry | null | undefined>;
  /**
   * The refreshes of `tags` (with whatever the store itself counts as a refresh of every tag), or null when the store
   * cannot say.
   */
  refreshesOf(tags: string[]): Promise<TagRefreshes | null>;
  write(key: string, stored: StoredEntry, bytes: number): Promise<void>;
  forget(key: string): Promise<void>;
  refresh(tags: string[], at: number): Promise<void>;
}

/**
 * A tag's time after a refresh at `at`: `at`, or one past its last when `at` is not later (a server whose clock runs
 * behind, or a second refresh in the same millisecond), so that every refresh changes it.
 */
export const timeAfterRefresh = (at: number, last = 0): number => Math.max(at, last + 1);
