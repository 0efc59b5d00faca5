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
