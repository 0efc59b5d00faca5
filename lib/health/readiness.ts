// Whether this server should be sent readers (GET /readyz): every check of what it needs, each bounded in time, and
// one round of them at a time however many probes ask at once.

/** A check's own refusal, whose message is safe to show: it names what is missing, never a host or a password. */
export class NotReady extends Error {}

export type ReadinessCheck = { name: string; check: () => Promise<void> };

/** Each check's name with "ok" or why it is not. */
export type Readiness = { ready: boolean; checks: Record<string, string> };

/** `work`, or a NotReady when it has not settled within `ms`; the work itself goes on. */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `run`, except that a call while an earlier one is unsettled gets the earlier one's promise: probes arriving together
 * share one round, and a database that hangs holds one query, not one more per probe.
 */
export function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= Promise.resolve()
      .then(run)
      .finally(() => (inFlight = undefined)));
}

/** Why a check failed, as /readyz may say it: a NotReady's own words; anything else, only that it failed. */
const reasonOf = (error: unknown) => (error instanceof NotReady ? error.message : "unreachable");

/** Runs every check side by side, each within `timeoutMs`; `onFailure` hears each failure with its cause. */
export async function readinessOf(
  checks: ReadinessCheck[],
  timeoutMs: number,
  onFailure: (name: string, error: unknown) => void = () => {},
): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withinTime(check(), timeoutMs);
        return [name, "ok"] as const;
      } catch (error) {
        onFailure(name, error);
        return [name, reasonOf(error)] as const;
      }
    }),
  );
  return { ready: outcomes.every(([, outcome]) => outcome === "ok"), checks: Object.fromEntries(outcomes) };
}
