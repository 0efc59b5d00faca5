// When a set of the line-up ends: its own end when the editor gave one, otherwise the next set's start on its stage
// that festival day (docs/events.md, "A set's end").
import { isoInZone } from "../dates/zone-time";

/**
 * A festival night runs past midnight: a set that starts before six in the morning on the venue's clock belongs to
 * the day before, so a 01:00 closing set is Saturday's, not Sunday's.
 */
export const FESTIVAL_DAY_TURN_HOUR = 6;
const HOUR = 60 * 60 * 1000;

/** A set's times as stored, on its stage ("" for an event that names none: one stage). */
export type SetTimes = { stage: string; startsAt: Date | null; endsAt: Date | null };

/** The festival day (YYYY-MM-DD on the venue's calendar) a set starting at this instant belongs to. */
export function festivalDay(startsAt: Date, zone: string): string {
  const wall = Date.parse(`${isoInZone(startsAt, zone).slice(0, 19)}Z`);
  return new Date(wall - FESTIVAL_DAY_TURN_HOUR * HOUR).toISOString().slice(0, 10);
}

/**
 * Each set's end, in the line-up's order: its own, or else the first later start on its stage the same festival day,
 * or else none (the day's last set, or a set without a start). Sets starting at the same time end together.
 */
export function resolvedEnds(sets: readonly SetTimes[], zone: string): (Date | null)[] {
  const dayOf = (set: SetTimes) => (set.startsAt ? `${set.stage}\n${festivalDay(set.startsAt, zone)}` : "");
  const days = sets.map(dayOf);
  return sets.map((set, index) => {
    if (set.endsAt || !set.startsAt) return set.endsAt;
    const start = set.startsAt.getTime();
    const later = sets
      .filter((other, at) => days[at] === days[index] && other.startsAt!.getTime() > start)
      .map((other) => other.startsAt!.getTime());
    return later.length > 0 ? new Date(Math.min(...later)) : null;
  });
}
