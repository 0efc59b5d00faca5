import type { Measurement } from "./load";

/** The run with the median requests per second of a route measured several times (its latencies come along). */
export function medianRun(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Runs grouped by route name, in the order the routes were first measured. */
export function byRoute(runs: Measurement[]): Measurement[][] {
  const groups = new Map<string, Measurement[]>();
  for (const run of runs) groups.set(run.name, [...(groups.get(run.name) ?? []), run]);
  return [...groups.values()];
}

/** The lower middle of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export type Round = { reference: Measurement; reads: Measurement[] };

/**
 * Each read's requests per second against the reference measured around it (the mean of the /team runs that open
 * and close its round), the median over rounds per route. The machine's speed drifts between rounds; a read and the
 * reference of its own round see the same drift, so their ratio is what the targets ask about.
 */
export function pairedShares(rounds: Round[], closing: Measurement): Map<string, number> {
  const shares = new Map<string, number[]>();
  rounds.forEach((round, index) => {
    const reference = (round.reference.rps + (rounds[index + 1]?.reference ?? closing).rps) / 2;
    for (const read of round.reads) shares.set(read.name, [...(shares.get(read.name) ?? []), read.rps / reference]);
  });
  return new Map([...shares].map(([name, values]) => [name, median(values)]));
}

/** How far one route's rate is from another's within each round, the median over rounds. */
export function pairedGap(rounds: Round[], name: string, base: string): number | undefined {
  const gaps = rounds.flatMap((round) => {
    const route = round.reads.find((read) => read.name === name);
    const baseline = round.reads.find((read) => read.name === base);
    return route && baseline ? [Math.abs(route.rps - baseline.rps) / baseline.rps] : [];
  });
  return gaps.length > 0 ? median(gaps) : undefined;
}
