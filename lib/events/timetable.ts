// The timetable of an event's line-up (/eventos/{id}/horarios): its sets by festival day and stage, placed on the
// day's hours. Pure: the page and its tests hand it the stored line-up.
import { setKeys } from "./set-keys";
import { festivalDay, resolvedEnds, type SetTimes } from "./set-times";

/** The grid's step: five minutes a row, the finest step line-ups print. */
export const SLOT_MINUTES = 5;
/** How tall a set without an end is drawn (it is labelled without one): an hour, the usual festival set. */
export const OPEN_END_MINUTES = 60;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export type TimetableSetInput = SetTimes & { name: string; position: number };

/** A set on the grid: rows counted in slots from the day's first hour, its lane when it overlaps one on its stage. */
export type TimetableSet = {
  /** What a reader's plan names it by (lib/events/set-keys.ts). */
  key: string;
  name: string;
  position: number;
  stage: string;
  startsAt: Date;
  endsAt: Date | null;
  fromSlot: number;
  toSlot: number;
  lane: number;
};

export type TimetableStage = { stage: string; sets: TimetableSet[] };

/** One festival day (YYYY-MM-DD, its night past midnight included): its stages and the hours its grid spans. */
export type TimetableDay = { day: string; opens: Date; closes: Date; slots: number; stages: TimetableStage[] };

const floorHour = (instant: number) => Math.floor(instant / HOUR) * HOUR;
const ceilHour = (instant: number) => Math.ceil(instant / HOUR) * HOUR;

/** The lane of each set (sorted by start): the first lane free when it starts, so an overlap is drawn beside it. */
function lanes(sets: { start: number; end: number }[]): number[] {
  const laneEnds: number[] = [];
  return sets.map(({ start, end }) => {
    const free = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    const lane = free === -1 ? laneEnds.length : free;
    laneEnds[lane] = end;
    return lane;
  });
}

type DaySet = TimetableSetInput & { key: string; startsAt: Date; ends: Date | null };

function dayOf(day: string, sets: DaySet[], stageOrder: string[]) {
  const drawnEnd = (set: { startsAt: Date; ends: Date | null }) =>
    set.ends?.getTime() ?? set.startsAt.getTime() + OPEN_END_MINUTES * MINUTE;
  // Whole hours in UTC are whole hours on every Mexican clock: no Mexican zone is off by a part of an hour.
  const opens = floorHour(Math.min(...sets.map(({ startsAt }) => startsAt.getTime())));
  const closes = ceilHour(Math.max(...sets.map(drawnEnd)));
  const slotOf = (instant: number) => Math.round((instant - opens) / (SLOT_MINUTES * MINUTE));
  const stages = stageOrder
    .map((stage) => {
      const onStage = sets
        .filter((set) => set.stage === stage)
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.position - b.position);
      const laneOf = lanes(onStage.map((set) => ({ start: set.startsAt.getTime(), end: drawnEnd(set) })));
      return {
        stage,
        sets: onStage.map((set, index) => ({
          key: set.key,
          name: set.name,
          position: set.position,
          stage,
          startsAt: set.startsAt,
          endsAt: set.ends,
          fromSlot: slotOf(set.startsAt.getTime()),
          toSlot: Math.max(slotOf(drawnEnd(set)), slotOf(set.startsAt.getTime()) + 1),
          lane: laneOf[index],
        })),
      };
    })
    .filter(({ sets: onStage }) => onStage.length > 0);
  return { day, opens: new Date(opens), closes: new Date(closes), slots: slotOf(closes), stages };
}

/**
 * The line-up's timed sets by festival day (lib/events/set-times.ts), each day's stages in the order the editor first
 * named them, each stage's sets by start; ends resolved as the event page resolves them. Sets without a start are not
 * on it. Empty when no set has a time.
 */
export function timetableDays(lineup: readonly TimetableSetInput[], zone: string): TimetableDay[] {
  const ends = resolvedEnds(lineup, zone);
  const keys = setKeys(lineup);
  const timed = lineup
    .map((set, index) => ({ ...set, key: keys[index], ends: ends[index] }))
    .filter((set): set is typeof set & { startsAt: Date } => set.startsAt !== null);
  const stageOrder = [...new Set(lineup.map(({ stage }) => stage))];
  const byDay = new Map<string, typeof timed>();
  for (const set of timed) {
    const day = festivalDay(set.startsAt, zone);
    byDay.set(day, [...(byDay.get(day) ?? []), set]);
  }
  return [...byDay.keys()].sort().map((day) => dayOf(day, byDay.get(day)!, stageOrder));
}

/** The hours down the grid's side: each whole hour from the day's opening to its close, with its first slot. */
export function timetableHours({
  opens,
  closes,
}: Pick<TimetableDay, "opens" | "closes">): { hour: Date; slot: number }[] {
  const count = (closes.getTime() - opens.getTime()) / HOUR;
  return Array.from({ length: count }, (_, index) => ({
    hour: new Date(opens.getTime() + index * HOUR),
    slot: (index * 60) / SLOT_MINUTES,
  }));
}
