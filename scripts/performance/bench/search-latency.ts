// A statement's latency under load: several clients run it back to back, each with a connection of its own.
import type { Pool } from "pg";
import type { Prisma } from "../../../lib/generated/prisma/client";

export type Latency = { medianMs: number; p99Ms: number; runs: number };

const percentile = (sorted: number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];

export function latencyOf(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), runs: sorted.length };
}

/** The timestamps PostgreSQL stores without a zone are UTC: sent as such, whatever the machine's zone. */
const bound = (values: unknown[]) => values.map((value) => (value instanceof Date ? value.toISOString() : value));

export async function rowsOf(pool: Pool, statement: Prisma.Sql): Promise<unknown[]> {
  return (await pool.query(statement.text, bound(statement.values))).rows;
}

/** Each run's milliseconds while `clients` clients run `statement()` (made anew each time) for `seconds`. */
export async function timeUnderLoad(
  pool: Pool,
  statement: () => Prisma.Sql,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await rowsOf(pool, statement());
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return times;
}
