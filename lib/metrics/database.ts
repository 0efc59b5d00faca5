// How long the database took to answer each kind of query, and which failed, by Prisma model and operation: labels
// from the code, never from a request (lib/db.ts times every query through a client extension).
import { Counter, Histogram } from "prom-client";
import { processMetric } from "./registry";

/** An indexed read takes well under a millisecond on SQLite, a few on PostgreSQL; a lock waited for up to 5 s. */
export const QUERY_SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const durations = processMetric(
  "edm_db_query_duration_seconds",
  (common) =>
    new Histogram({
      ...common,
      help: "Time a database query took as the code waited for it, by model (raw for SQL) and operation",
      labelNames: ["model", "operation"] as const,
      buckets: QUERY_SECONDS_BUCKETS,
    }),
);

const errors = processMetric(
  "edm_db_query_errors_total",
  (common) =>
    new Counter({
      ...common,
      help: "Database queries that failed (a refused duplicate or a write conflict included), by model and operation",
      labelNames: ["model", "operation"] as const,
    }),
);

export function recordQuery(query: { model: string | undefined; operation: string; seconds: number; failed: boolean }) {
  const labels = { model: query.model ?? "raw", operation: query.operation };
  durations.observe(labels, query.seconds);
  if (query.failed) errors.inc(labels);
}

type Operation = {
  model?: string;
  operation: string;
  args: unknown;
  query: (args: unknown) => Promise<unknown>;
};

/** A Prisma client extension that times every operation, a model's or raw SQL, in or out of a transaction. */
export const timedQueries = {
  name: "metrics",
  query: {
    async $allOperations({ model, operation, args, query }: Operation): Promise<unknown> {
      const started = performance.now();
      let failed = true;
      try {
        const result = await query(args);
        failed = false;
        return result;
      } finally {
        recordQuery({ model, operation, seconds: (performance.now() - started) / 1000, failed });
      }
    },
  },
};
