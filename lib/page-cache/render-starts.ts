// When each render now under way began, and what the refreshes were then, for the page cache
// (lib/page-cache-handler.ts).
import type { TagRefreshes } from "./store";

/** Keys whose render is remembered at once: a flood of unknown addresses, each a miss, cannot grow it past this. */
const MAX_KEYS = 10_000;
/** A render that has not ended by then has failed (a miss followed by no store): its start is forgotten. */
const FORGET_AFTER_MS = 60_000;
/** A change waits for no render begun longer ago than this: it has failed, or it is not the one a reader would join. */
const WAIT_FOR_RENDERS_BEGUN_WITHIN_MS = 10_000;

/**
 * The moment the cache first missed each key whose render has not been stored yet, and the refreshes that miss read
 * (the stamps of the stale entry's tags, and the store's count of refreshes). An entry is stored when its render
 * ends, which on a busy server can be seconds after a publication refreshed its tags; dated by its start, a render
 * that read the database before that refresh is never taken for one made after it.
 */
export class RenderStarts {
  /**
   * Per key, the first miss of the renders under way and the refreshes it saw, how many misses have not been stored
   * yet, and how many stores are being written.
   */
  private readonly began = new Map<string, { at: number; seen?: TagRefreshes; misses: number; writing: number }>();
  private waiters: { before: number; done: () => void }[] = [];

  missed(key: string, now: number, seen?: TagRefreshes): void {
    const under = this.began.get(key);
    if (under) {
      under.misses += 1;
      return;
    }
    if (this.began.size >= MAX_KEYS) this.forgetOld(now);
    this.began.set(key, { at: now, seen, misses: 1, writing: 0 });
  }

  /**
   * When the render now being stored began (`now` when unknown), and the refreshes seen then. Renders of one key can
   * overlap (a reader's request beside another's RSC request), and which of them a store ends is unknown: every store
   * is dated by the first miss until each miss has been stored, so one that read the database before a refresh and is
   * stored last, seconds after it, is not dated by a later render's start, nor taken for one that saw the refresh.
   */
  storedRender(key: string, now: number): { began: number; seen?: TagRefreshes } {
    const under = this.began.get(key);
    if (!under || now - under.at >= FORGET_AFTER_MS) {
      this.began.delete(key);
      return { began: now };
    }
    if (under.misses <= 0) return { began: now };
    under.misses -= 1;
    under.writing += 1;
    return { began: under.at, seen: under.seen };
  }

  /** The store that `stored` dated is written: the render has ended for whoever waits on it. */
  written(key: string): void {
    const under = this.began.get(key);
    if (under && under.writing > 0) {
      under.writing -= 1;
      if (under.misses <= 0 && under.writing <= 0) this.began.delete(key);
    }
    this.wakeWaiters();
  }

  /**
   * Resolves once every render begun at or before `before` has been stored, or after `limitMs`. Next.js hands a
   * request for a page whose render is under way the result of that render: a reader asking right after a change
   * would be served a page read from the database before it. A change that waits for them before answering is not.
   */
  rendersBegunBy(before: number, limitMs: number): Promise<void> {
    if (!this.pendingBefore(before)) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { before, done: () => resolve() };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve();
      }, limitMs).unref();
    });
  }

  private pendingBefore(before: number): boolean {
    for (const { at } of this.began.values())
      if (at <= before && before - at < WAIT_FOR_RENDERS_BEGUN_WITHIN_MS) return true;
    return false;
  }

  private wakeWaiters(): void {
    if (this.waiters.length === 0) return;
    const [done, waiting] = [[], []] as [typeof this.waiters, typeof this.waiters];
    for (const waiter of this.waiters) (this.pendingBefore(waiter.before) ? waiting : done).push(waiter);
    this.waiters = waiting;
    for (const waiter of done) waiter.done();
  }

  /** The oldest first (a Map keeps insertion order): every failed render, and as many more as make room. */
  private forgetOld(now: number): void {
    for (const [key, { at }] of this.began) {
      if (now - at < FORGET_AFTER_MS && this.began.size < MAX_KEYS) break;
      this.began.delete(key);
    }
    this.wakeWaiters();
  }
}
