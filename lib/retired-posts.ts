// The addresses of posts that left them: a former id of a renamed post answers 308 to its current one, a trashed or
// purged post 410. The server (scripts/operations/start-server.ts) asks before Next.js sees a request, from a snapshot
// in memory, so a cached post page costs one map lookup more and no query. The snapshot is read from the database at
// start (instrumentation.ts) and again after every change (lib/revalidate.ts); requests for a post wait while it loads.
// Both bundles of the process (the server's and Next.js's) reach the one instance through globalThis.

/** How a retired address answers; a 308 whose post is scheduled takes effect when the post comes online. */
export type Retirement = { status: 410 } | { status: 308; to: string; liveAt: number };

export type RetiredAddresses = ReadonlyMap<string, Retirement>;

const GLOBAL_KEY = Symbol.for("pulso.retiredPosts");

export class RetiredPosts {
  private snapshot: RetiredAddresses | null = null;
  private loading: Promise<RetiredAddresses> | null = null;

  constructor(private readonly read: () => Promise<RetiredAddresses>) {}

  /** Reads the snapshot again; requests asked from now on wait for it. */
  refresh(): void {
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
        console.error("Could not read the retired posts' addresses", error);
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

/** Makes the process's snapshot, read by `read`, and loads it. */
export function installRetiredPosts(read: () => Promise<RetiredAddresses>): RetiredPosts {
  const retired = new RetiredPosts(read);
  (globalThis as Record<symbol, unknown>)[GLOBAL_KEY] = retired;
  retired.refresh();
  return retired;
}

/** The process's snapshot; undefined outside the production server (next dev, Jest, the build). */
export function retiredPosts(): RetiredPosts | undefined {
  return (globalThis as Record<symbol, RetiredPosts | undefined>)[GLOBAL_KEY];
}
