// When each render now under way began, for the page cache (lib/page-cache-handler.ts).

/** Keys whose render is remembered at once: a flood of unknown addresses, each a miss, cannot grow it past this. */
const MAX_KEYS = 10_000;
/** A render that has not ended by then has failed (a miss followed by no store): its start is forgotten. */
const FORGET_AFTER_MS = 60_000;

/**
 * The moment the cache first missed each key whose render has not been stored yet. An entry is stored when its render
 * ends, which on a busy server can be seconds after a publication refreshed its tags; dated by its start, a render
 * that read the database before that refresh is never taken for one made after it.
 */
export class RenderStarts {
  /** Per key, the first miss of the renders under way and how many misses have not been stored yet. */
  private readonly began = new Map<string, { at: number; misses: number }>();

  missed(key: string, now: number): void {
    const under = this.began.get(key);
    if (under) {
      under.misses += 1;
      return;
    }
    if (this.began.size >= MAX_KEYS) this.forgetOld(now);
    this.began.set(key, { at: now, misses: 1 });
  }

  /**
   * When the render now being stored began (`now` when unknown). Renders of one key can overlap (a reader's request
   * beside another's RSC request), and which of them a store ends is unknown: every store is dated by the first miss
   * until each miss has been stored, so one that read the database before a refresh and is stored last, seconds after
   * it, is not dated by a later render's start.
   */
  stored(key: string, now: number): number {
    const under = this.began.get(key);
    if (!under || now - under.at >= FORGET_AFTER_MS) {
      this.began.delete(key);
      return now;
    }
    under.misses -= 1;
    if (under.misses <= 0) this.began.delete(key);
    return under.at;
  }

  /** The oldest first (a Map keeps insertion order): every failed render, and as many more as make room. */
  private forgetOld(now: number): void {
    for (const [key, { at }] of this.began) {
      if (now - at < FORGET_AFTER_MS && this.began.size < MAX_KEYS) return;
      this.began.delete(key);
    }
  }
}
