// What became of the page views each server gathered (lib/analytics/page-counter.ts): written to the database in a
// batch (which then counts them by its own rules: a visitor's view a minute after the last one counted), lost with a
// batch whose write failed, dropped because the counter was full, or held back by the reader meter (one client network's
// burst on one page).
import { listedCounter } from "./registry";

export const PAGE_VIEW_OUTCOMES = ["written", "lost", "dropped", "held"] as const;

const views = listedCounter(
  "edm_page_views_total",
  "Page views this server took, by what became of them: written, lost (a failed write), dropped (full) or held (a client's burst)",
  "outcome",
  PAGE_VIEW_OUTCOMES,
);

export function countPageViews(outcome: (typeof PAGE_VIEW_OUTCOMES)[number], count: number): void {
  if (count > 0) views.inc({ outcome }, count);
}
