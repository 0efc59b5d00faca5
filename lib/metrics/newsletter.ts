// What became of each boletín mail the sender tried (lib/newsletter/sender.ts).
import { listedCounter } from "./registry";

export const DELIVERY_OUTCOMES = ["sent", "bounced", "deferred", "failed", "skipped"] as const;

const deliveries = listedCounter(
  "edm_newsletter_deliveries_total",
  "Boletín deliveries, by outcome: sent, bounced (for good), deferred (tried again later), failed, skipped",
  "outcome",
  DELIVERY_OUTCOMES,
);

export function countDelivery(outcome: (typeof DELIVERY_OUTCOMES)[number]): void {
  deliveries.inc({ outcome });
}
