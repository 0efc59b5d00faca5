import type { Measurement } from "./load";

/** The run with the median requests per second of a route measured several times (its latencies come along). */
export function medianRun(runs: Measurement[]): Measurement {
  return lowerMiddle([...runs].sort((a, b) => a.rps - b.rps));
}

const lowerMiddle = <T>(sorted: T[]): T => sorted[Math.floor((sorted.length - 1) / 2)];

/** Runs grouped by route name, in the order the routes were first measured. */
export function byRoute(runs: Measurement[]): Measurement[][] {
  const groups = new Map<string, Measurement[]>();
  for (const run of runs) groups.set(run.name, [...(groups.get(run.name) ?? []), run]);
  return [...groups.values()];
}

/** The lower middle of some numbers. */
export function median(values: number[]): number {
  return lowerMiddle([...values].sort((a, b) => a - b));
}

/** A page's run and the reference's rate around it: the mean of the /team runs just before and just after. */
export type PairedRun = { read: Measurement; reference: number };

const shareOf = (run: PairedRun) => run.read.rps / run.reference;

/**
 * Each page's median share of the reference it was paired with. The shared machine's speed drifts by more than the
 * targets' margins within a minute; a page and the /team runs on either side of it see the same drift.
 */
export function pairedShares(runs: PairedRun[]): Map<string, number> {
  const shares = new Map<string, number[]>();
  for (const run of runs) shares.set(run.read.name, [...(shares.get(run.read.name) ?? []), shareOf(run)]);
  return new Map([...shares].map(([name, values]) => [name, median(values)]));
}

/** How far one page's share is from another's, measured in the same rounds: the median over rounds. */
export function pairedGap(runs: PairedRun[], name: string, base: string): number | undefined {
  const shares = (route: string) => runs.filter((run) => run.read.name === route).map(shareOf);
  const [routeShares, baseShares] = [shares(name), shares(base)];
  const gaps = baseShares.flatMap((baseShare, round) =>
    routeShares[round] === undefined ? [] : [Math.abs(routeShares[round] - baseShare) / baseShare],
  );
  return gaps.length > 0 ? median(gaps) : undefined;
}
