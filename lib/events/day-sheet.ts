// The sheet of a festival day (lib/events/timetable-sheet.ts), made on the server from the day on the grid.
import { isoInZone } from "../dates/zone-time";
import { topicPath } from "../topics/topic-paths";
import { timeLabel } from "./event-dates";
import { timetableHours, type TimetableDay } from "./timetable";
import type { SheetSet, TimetableSheet } from "./timetable-sheet";

/**
 * The day to draw: its stages' names (`noStage` for the sets of none), their sets, the hours down the side. `topics`
 * are the line-up's topic slugs by performer.
 */
export function timetableSheet(
  day: TimetableDay,
  zone: string,
  topics: Map<string, string>,
  noStage: string,
): TimetableSheet {
  return {
    slots: day.slots,
    hours: timetableHours(day).map(({ hour, slot }) => ({ label: timeLabel(hour, zone), row: slot + 1 })),
    stages: day.stages.map(({ stage, sets }) => ({
      name: stage || noStage,
      lanes: Math.max(...sets.map(({ lane }) => lane)) + 1,
      sets: sets.map((set): SheetSet => {
        const topic = topics.get(set.name);
        const drawn = [
          set.key,
          set.name,
          isoInZone(set.startsAt, zone),
          set.endsAt && isoInZone(set.endsAt, zone),
          set.fromSlot + 1,
          set.toSlot + 1,
          set.position,
          set.lane + 1,
        ] as const;
        return topic ? [...drawn, topicPath(topic)] : [...drawn];
      }),
    })),
  };
}
