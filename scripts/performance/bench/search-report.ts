// The search figures' verdicts and table (bench/hostile-search.ts), against issue 24's targets.
import { COMMON_WORD, medianShare, type SearchFigures } from "./hostile-search";
import type { Verdict } from "./report";

/** Each hostile query at most this many times a common word's cost. */
const MAX_COST_RATIO = 3;
/** The share of its rate a cached post page keeps while two clients loop the worst search. */
const MIN_POST_SHARE = 0.8;

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

export function searchVerdicts({ costs, underSearches }: SearchFigures): Verdict[] {
  const hostile = costs.slice(1);
  return [
    ...hostile.map((cost) => ({
      target: `/buscar "${cost.name}" <= ${MAX_COST_RATIO}x the common word`,
      figure: `${cost.ratio.toFixed(2)}x (${cost.medianMs.toFixed(1)} ms)`,
      pass: cost.ratio <= MAX_COST_RATIO,
    })),
    {
      target: `/post/{id} >= ${percent(MIN_POST_SHARE)} of its rate while two clients loop the worst search`,
      figure: percent(medianShare(underSearches.throttled)),
      pass: medianShare(underSearches.throttled) >= MIN_POST_SHARE,
    },
    {
      target: "/post/{id} while two connections loop it from a new address each time (measured)",
      figure: percent(medianShare(underSearches.flood)),
      pass: true,
    },
  ];
}

export function printSearchFigures({ costs, underSearches }: SearchFigures): void {
  console.log(`\nSearch: each query's median through HTTP, one request at a time, against "${COMMON_WORD}"\n`);
  console.log("| Query | Median ms | x common word |");
  console.log("|---|---:|---:|");
  for (const cost of costs) console.log(`| ${cost.name} | ${cost.medianMs.toFixed(1)} | ${cost.ratio.toFixed(2)} |`);
  console.log(`\nThe post page while two clients loop "${underSearches.query.slice(0, 60)}"\n`);
  console.log("| Searching clients | Round | Alone req/s | Looped req/s | Share | Their answers |");
  console.log("|---|---:|---:|---:|---:|---|");
  const rows = [
    ["two clients, throttled", underSearches.throttled],
    ["a new address each request", underSearches.flood],
  ] as const;
  for (const [who, rounds] of rows) {
    rounds.forEach((round, index) =>
      console.log(
        `| ${who} | ${index + 1} | ${round.alone.toFixed(0)} | ${round.looped.toFixed(0)} | ${percent(round.share)} | ` +
          `${JSON.stringify(round.searches)} |`,
      ),
    );
  }
}
