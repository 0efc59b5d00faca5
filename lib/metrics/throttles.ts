// Requests a rate limit refused: the editor's login, the API's Basic credentials, searches, the boletín's signups.
import { Counter } from "prom-client";
import { processMetric } from "./registry";

export const THROTTLE_LIMITS = ["login", "api", "search", "newsletter_signup"] as const;
export type ThrottleLimit = (typeof THROTTLE_LIMITS)[number];

const refusals = processMetric("edm_throttle_refusals_total", (common) => {
  const counter = new Counter({
    ...common,
    help: "Requests refused by a rate limit (429), by limit",
    labelNames: ["limit"] as const,
  });
  // Every limit is listed from the start, at 0, so that a rate over it is defined before its first refusal.
  for (const limit of THROTTLE_LIMITS) counter.inc({ limit }, 0);
  return counter;
});

export function countRefusal(limit: ThrottleLimit): void {
  refusals.inc({ limit });
}
