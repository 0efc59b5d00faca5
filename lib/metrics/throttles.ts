// Requests a rate limit refused: the editor's login, the API's Basic credentials, searches, the boletín's signups,
// password reset requests, readers' plans.
import { listedCounter } from "./registry";

export const THROTTLE_LIMITS = [
  "login",
  "api",
  "search",
  "newsletter_signup",
  "password_reset",
  "reader_plan",
] as const;
export type ThrottleLimit = (typeof THROTTLE_LIMITS)[number];

const refusals = listedCounter(
  "edm_throttle_refusals_total",
  "Requests refused by a rate limit (429), by limit",
  "limit",
  THROTTLE_LIMITS,
);

export function countRefusal(limit: ThrottleLimit): void {
  refusals.inc({ limit });
}
