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
  private readonly began = new Map<string, number>();

  missed(key: string, now: number): void {
    if (this.began.has(key)) return;
    if (this.began.size >= MAX_KEYS) this.forgetOld(now);
    this.began.set(key, now);
  }

  /** When the render now being stored began (`now` when unknown), forgotten from here on. */
  stored(key: string, now: number): number {
    const began = this.began.get(key);
    this.began.delete(key);
    return began !== undefined && now - began < FORGET_AFTER_MS ? began : now;
  }

  /** The oldest first (a Map keeps insertion order): every failed render, and as many more as make room. */
  private forgetOld(now: number): void {
    for (const [key, began] of this.began) {
      if (now - began < FORGET_AFTER_MS && this.began.size < MAX_KEYS) return;
      this.began.delete(key);
    }
  }
}
