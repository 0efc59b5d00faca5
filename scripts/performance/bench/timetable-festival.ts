// The bench's largest timetable: a festival of 300 sets, three nights of ten stages, each stage with ten sets of an
// hour from 18:00 until 04:00 on Mexico City's clocks, every set with its end. Its first night's page holds 100 sets.
import { dayInZone, instantOfWallClock } from "../../../lib/dates/zone-time";

export const TIMETABLE_FESTIVAL_ID = "bench-festival-horarios";
const ZONE = "America/Mexico_City";
const NIGHTS = 3;
const STAGES = ["Principal", "Bosque", "Carpa", "Lago", "Domo", "Jardín", "Terraza", "Hangar", "Cúpula", "Arena"];
const SETS_PER_STAGE = 10;
const OPENING_HOUR = 18;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const FRIDAY = 5;
/** At least a week ahead: the festival neither starts nor ends while the bench runs (the calendar's `due:` tag). */
const DAYS_AHEAD = 7;

export type FestivalSet = { position: number; name: string; stage: string; startsAt: Date; endsAt: Date };

export type TimetableFestival = {
  id: string;
  name: string;
  zone: string;
  startsAt: Date;
  endsAt: Date;
  /** In the editor's order: night by night, stage by stage, set by set. */
  sets: FestivalSet[];
};

/** The festival from its first Friday at least a week after `now`. */
export function timetableFestival(now: Date): TimetableFestival {
  const today = Date.parse(dayInZone(now, ZONE));
  const weekday = new Date(today).getUTCDay();
  const firstNight = today + (DAYS_AHEAD + ((FRIDAY - weekday + 7) % 7)) * DAY_MS + OPENING_HOUR * HOUR_MS;
  const sets: FestivalSet[] = [];
  for (let night = 0; night < NIGHTS; night++) {
    for (const stage of STAGES) {
      for (let hour = 0; hour < SETS_PER_STAGE; hour++) {
        const wall = firstNight + night * DAY_MS + hour * HOUR_MS;
        const position = sets.length;
        sets.push({
          position,
          name: `Artista ${position + 1}`,
          stage,
          startsAt: instantOfWallClock(wall, ZONE),
          endsAt: instantOfWallClock(wall + HOUR_MS, ZONE),
        });
      }
    }
  }
  const { startsAt } = sets[0];
  const { endsAt } = sets[sets.length - 1];
  return { id: TIMETABLE_FESTIVAL_ID, name: "Festival de los Horarios", zone: ZONE, startsAt, endsAt, sets };
}
