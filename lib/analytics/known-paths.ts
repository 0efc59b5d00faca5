// A bounded memory of which paths are public pages: at most `max` answers of each kind, each for `ttlMs`. Invented
// paths fill their own half, so a stranger's flood of them cannot push the real pages out.

type Answer = { known: boolean; until: number };

export class KnownPaths {
  private readonly halves = { true: new Map<string, Answer>(), false: new Map<string, Answer>() };

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  /** What was found for `path` within the last ttlMs; undefined when nothing was, or it is too old. */
  get(path: string, now: number): boolean | undefined {
    for (const half of Object.values(this.halves)) {
      const answer = half.get(path);
      if (answer && answer.until > now) return answer.known;
      half.delete(path);
    }
    return undefined;
  }

  remember(path: string, known: boolean, now: number): void {
    const half = this.halves[`${known}`];
    half.delete(path);
    // A Map keeps its insertion order: the first key is the oldest answer.
    if (half.size >= this.max) half.delete(half.keys().next().value!);
    half.set(path, { known, until: now + this.ttlMs });
  }
}
