// Command line of `npm run bench -- [--posts N] [--events N] [--duration S] [--connections C] [--port P] [--rounds R] [--reuse-build]
// [--cluster] [--search-only] [--guide-only] [--postgres-search]`.
import { parseArgs } from "node:util";

export type BenchOptions = {
  posts: number;
  /** Events beside the posts (issue 27's guide). */
  events: number;
  duration: number;
  connections: number;
  port: number;
  rounds: number;
  reuseBuild: boolean;
  /** The topology of `npm run cluster` under wrk instead of one server under autocannon (bench/cluster.ts). */
  cluster: boolean;
  /** Only issue 24's search figures (bench/hostile-search.ts): minutes instead of the whole bench's tens. */
  searchOnly: boolean;
  /** Only the event pages' figures: issue 27's guide and the timetable (bench/guide-report.ts). */
  guideOnly: boolean;
  /** Only issue 43's search on PostgreSQL (bench/postgres-search.ts): no build, no server. */
  postgresSearch: boolean;
};

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number above 0`);
  return number;
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      posts: { type: "string" },
      events: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      port: { type: "string" },
      rounds: { type: "string" },
      "reuse-build": { type: "boolean", default: false },
      cluster: { type: "boolean", default: false },
      "search-only": { type: "boolean", default: false },
      "guide-only": { type: "boolean", default: false },
      "postgres-search": { type: "boolean", default: false },
    },
  });
  return {
    posts: positive("posts", values.posts, 1000),
    events: positive("events", values.events, 1000),
    duration: positive("duration", values.duration, 5),
    connections: positive("connections", values.connections, 32),
    port: positive("port", values.port, 3600),
    rounds: positive("rounds", values.rounds, 3),
    reuseBuild: values["reuse-build"] ?? false,
    cluster: values.cluster ?? false,
    searchOnly: values["search-only"] ?? false,
    guideOnly: values["guide-only"] ?? false,
    postgresSearch: values["postgres-search"] ?? false,
  };
}
