// A post's live coverage window (docs/live.md; its updates are lib/live/'s): stored as two instants, resolved when a
// write names it. A bound left out is the post's event's: a festival's coverage runs from its gates opening to its
// last set by default.
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { LIVE_WINDOW_MAX_DAYS, type LiveWindowAsk } from "../validations/live-window";
import { LiveWindowError, UnknownEventError } from "./errors";

export type Coverage = { start: Date; end: Date };
/** As a post's row holds it: both null when the post is no live coverage. */
export type StoredCoverage = { coverageStart: Date | null; coverageEnd: Date | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the row holds, as the API answers it. */
export const coverageOf = ({ coverageStart, coverageEnd }: StoredCoverage): Coverage | null =>
  coverageStart && coverageEnd ? { start: coverageStart, end: coverageEnd } : null;

/** Whether the coverage is on at `now`: the post is "En vivo". */
export const isLiveAt = (coverage: Coverage | null, now: Date): boolean =>
  coverage !== null && coverage.start <= now && now < coverage.end;

/** When the coverage next turns on or off after `now` (a page showing whether it is on is rendered again then). */
export function coverageChangesAt(coverage: Coverage | null, now: Date): Date | null {
  if (!coverage || now >= coverage.end) return null;
  return now < coverage.start ? coverage.start : coverage.end;
}

/**
 * The window a write asked for, its missing bounds taken from the event `eventId` (read with `client`, in the write's
 * transaction when there is one). LiveWindowError names what is missing or wrong.
 */
export async function resolvedCoverage(
  client: Prisma.TransactionClient,
  ask: LiveWindowAsk,
  eventId: string | null,
): Promise<StoredCoverage> {
  if (ask === null) return { coverageStart: null, coverageEnd: null };
  let { start, end } = ask;
  if (!start || !end) {
    if (!eventId) throw new LiveWindowError("required", "needs a start and an end, or an event to take them from");
    const event = await client.event.findUnique({ where: { id: eventId }, select: { startsAt: true, endsAt: true } });
    if (!event) throw new UnknownEventError(eventId);
    start ??= event.startsAt;
    end ??= event.endsAt;
  }
  if (end <= start) throw new LiveWindowError("out_of_range", "must end after it starts");
  if (end.getTime() - start.getTime() > LIVE_WINDOW_MAX_DAYS * DAY_MS)
    throw new LiveWindowError("out_of_range", `must last at most ${LIVE_WINDOW_MAX_DAYS} days`);
  return { coverageStart: start, coverageEnd: end };
}
