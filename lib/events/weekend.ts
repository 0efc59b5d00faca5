// "Este fin de semana" on /eventos: from Friday to Sunday night on Mexico City's clocks, the weekend the site's
// readers plan, whichever zone an event is in.
import { NEWSROOM_TIME_ZONE } from "../dates/calendar-date";
import { dayInZone, instantOfWallClock } from "../dates/zone-time";

const DAY_MS = 24 * 60 * 60 * 1000;
const FRIDAY = 5;

/** From Friday 00:00 to Monday 00:00, Mexico City time. */
export type Weekend = { start: Date; end: Date };

/**
 * The weekend under way (from Friday to Sunday) or the coming one (from Monday to Thursday). It moves on at Monday
 * 00:00, its `end`: what shows it is kept until then.
 */
export function weekendOf(now: Date): Weekend {
  const today = Date.parse(`${dayInZone(now, NEWSROOM_TIME_ZONE)}T00:00:00Z`);
  const weekday = new Date(today).getUTCDay();
  // Saturday (6) and Sunday (0) look back to their Friday; Monday to Thursday forward to the coming one.
  const toFriday = weekday === 6 ? -1 : weekday === 0 ? -2 : FRIDAY - weekday;
  const friday = today + toFriday * DAY_MS;
  return {
    start: instantOfWallClock(friday, NEWSROOM_TIME_ZONE),
    end: instantOfWallClock(friday + 3 * DAY_MS, NEWSROOM_TIME_ZONE),
  };
}

/** Whether any part of the event falls in the weekend and it is not over yet. */
export const happensDuring = (
  { startsAt, endsAt }: { startsAt: Date; endsAt: Date },
  { start, end }: Weekend,
  now: Date,
) => startsAt < end && endsAt > start && endsAt >= now;
