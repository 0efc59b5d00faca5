// How an event's page lays out its line-up: by day and stage when the editor gave set times, otherwise in the
// editor's order.
import { festivalDay } from "./set-times";

export type LineupSet = { name: string; stage: string; startsAt: Date | null };

/** One stage of one day, its sets by time. */
export type LineupStage<Set extends LineupSet = LineupSet> = { stage: string; sets: Set[] };

/** A festival day (YYYY-MM-DD, its night running past midnight), or "" for the sets whose time is not known yet. */
export type LineupDay<Set extends LineupSet = LineupSet> = { day: string; stages: LineupStage<Set>[] };

/**
 * The line-up by festival day (a 01:00 set is the night before's: lib/events/set-times.ts), each day by stage in the
 * order the editor first named them, each stage by set time; the names without a time after every day. Null when no
 * set has a time: then the editor's order is the one to show.
 */
export function lineupDays<Set extends LineupSet>(lineup: Set[], zone: string): LineupDay<Set>[] | null {
  if (!lineup.some(({ startsAt }) => startsAt)) return null;
  const stageOrder = [...new Set(lineup.map(({ stage }) => stage))];
  const days = new Map<string, Set[]>();
  for (const set of lineup) {
    const day = set.startsAt ? festivalDay(set.startsAt, zone) : "";
    days.set(day, [...(days.get(day) ?? []), set]);
  }
  const dayOrder = [...days.keys()].sort((a, b) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b)));
  return dayOrder.map((day) => ({
    day,
    stages: stageOrder
      .map((stage) => ({
        stage,
        sets: days
          .get(day)!
          .filter((set) => set.stage === stage)
          .sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0)),
      }))
      .filter(({ sets }) => sets.length > 0),
  }));
}
