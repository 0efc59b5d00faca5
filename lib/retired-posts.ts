// The addresses of posts that left them: a former id of a renamed post answers 308 to its current one, a trashed or
// purged post 410. The server (server/start-server.ts) asks before Next.js sees a request, from a snapshot
// in memory, so a cached post page costs one map lookup more and no query. The snapshot is read from the database at
// start (instrumentation.ts) and again after every change (lib/revalidate.ts); requests for a post wait while it loads.
// Both bundles of the process (the server's and Next.js's) reach the one instance through globalThis. With several
// servers (REDIS_URL), the one that changed something moves a shared mark and the others, looking at it every
// FOLLOW_EVERY_MS, read their snapshot again.
import { logError } from "./log/logger";
import { processSlots } from "./process-slots";

/** How a retired address answers; a 308 whose post is scheduled takes effect when the post comes online. */
export type Retirement = { status: 410 } | { status: 308; to: string; liveAt: number };

export type RetiredAddresses = ReadonlyMap<string, Retirement>;

/** A deleted event's entry among the posts' (lib/events/gone-events.ts): no post id has a slash, so none is taken. */
export const retiredEventKey = (id: string) => `eventos/${id}`;

/**
 * A mark every server sees (lib/page-cache/shared-mark.ts), moved after each change; its reading is undefined, and
 * a move false, when Redis cannot answer now.
 */
export type SharedMark = { current(): Promise<string | undefined>; move(): Promise<boolean> };

/** How often a server looks at the shared mark: it follows a change made through another within this and one read. */
export const FOLLOW_EVERY_MS = 250;

export class RetiredPosts {
  private snapshot: RetiredAddresses | null = null;
  private loading: Promise<RetiredAddresses> | null = null;
  /** The shared mark as this snapshot last followed it. */
  private seen: string | undefined;
  /** A change made here that the other servers have not been told of yet: told at the next look. */
  private untold = false;

  constructor(
    private readonly read: () => Promise<RetiredAddresses>,
    private readonly shared: SharedMark | null = null,
  ) {}

  /** Reads the snapshot again, and has every other server do so; requests asked from now on wait for it. */
  refresh(): void {
    this.load();
    if (!this.shared) return;
    this.untold = true;
    void this.follow();
  }

  /** Looks at the shared mark every FOLLOW_EVERY_MS from now on; the returned function stops it. */
  followOthers(): () => void {
    if (!this.shared) return () => {};
    const timer = setInterval(() => void this.follow(), FOLLOW_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Tells the other servers of a change made here, or reads the snapshot again when another server moved the mark
   * (and at the first look, which may come after a change the start's read missed).
   */
  async follow(): Promise<void> {
    if (!this.shared) return;
    if (this.untold) {
      // The mark moved here is not taken as seen: a move of another server's it replaced is then read here too.
      this.untold = false;
      if (!(await this.shared.move())) this.untold = true;
      return;
    }
    const mark = await this.shared.current();
    if (mark === undefined || mark === this.seen) return;
    this.seen = mark;
    this.load();
  }

  private load(): Promise<RetiredAddresses> {
    this.snapshot = null;
    const loading = this.read();
    this.loading = loading;
    loading.then(
      (snapshot) => {
        if (this.loading === loading) this.snapshot = snapshot;
      },
      (error: unknown) => {
        // The next request reads it again; until then nothing is retired, so a post's address answers as Next.js says.
        if (this.loading === loading) this.loading = null;
        logError("Could not read the retired posts' addresses", error);
      },
    );
    return loading;
  }

  /** How `id`'s address answers now, or null when Next.js answers it; a promise only while the snapshot loads. */
  retirementOf(id: string, now = Date.now()): Retirement | null | Promise<Retirement | null> {
    if (this.snapshot) return effective(this.snapshot.get(id), now);
    return (this.loading ?? this.load()).then(
      (snapshot) => effective(snapshot.get(id), now),
      () => null,
    );
  }
}

function effective(retirement: Retirement | undefined, now: number): Retirement | null {
  if (!retirement || (retirement.status === 308 && retirement.liveAt > now)) return null;
  return retirement;
}

/** Makes the process's snapshot, read by `read`, loads it, and follows the other servers' changes through `shared`. */
export function installRetiredPosts(
  read: () => Promise<RetiredAddresses>,
  shared: SharedMark | null = null,
): RetiredPosts {
  const retired = new RetiredPosts(read, shared);
  processSlots.retiredPosts.put(retired);
  retired.refresh();
  retired.followOthers();
  return retired;
}

/** The process's snapshot; undefined outside the production server (next dev, Jest, the build). */
export const retiredPosts = (): RetiredPosts | undefined => processSlots.retiredPosts.get();
