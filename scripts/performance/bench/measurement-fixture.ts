import type { Measurement } from "./load";

/** One run of `name` at `rps` requests a second, for the bench's own tests; /team is the reference. */
export const aMeasurement = (name: string, rps: number): Measurement => ({
  name,
  path: name,
  kind: name === "/team" ? "reference" : "page",
  connections: 32,
  rps,
  p50: 1,
  p99: 2,
  requests: rps,
  errors: 0,
  statuses: { "200": rps },
});
