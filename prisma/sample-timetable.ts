import type { SampleClock } from "./sample-events";

/** A set: who, and its start and end on the venue's clock, "HH:MM". */
type Slot = readonly [name: string, startsAt: string, endsAt: string];

/** Before six in the morning is after midnight: the festival day's night, on the next calendar day. */
const dayOf = (day: number, time: string) => (time < "06:00" ? day + 1 : day);

/** One stage's sets on one festival day (`day` counted from the first). */
const stageDay = (at: SampleClock, day: number, stage: string, slots: Slot[]) =>
  slots.map(([name, startsAt, endsAt]) => ({
    name,
    stage,
    startsAt: at(dayOf(day, startsAt), startsAt),
    endsAt: at(dayOf(day, endsAt), endsAt),
  }));

/**
 * EDC México's timetable: three stages over three nights, sets of 60 to 90 minutes that run past midnight. Saturday
 * has a gap on cosmicMEADOW (21:30–22:15) and Charlotte de Witte and FISHER overlap across stages (23:30–00:30), so
 * a timetable and a plan have both to show.
 */
export const edcTimetable = (at: SampleClock) => [
  ...stageDay(at, 0, "kineticFIELD", [
    ["Oliver Heldens", "19:30", "21:00"],
    ["Deorro", "21:00", "22:30"],
    ["Armin van Buuren", "22:30", "00:00"],
    ["Martin Garrix", "00:00", "01:30"],
  ]),
  ...stageDay(at, 0, "circuitGROUNDS", [
    ["Amelie Lens", "20:00", "21:30"],
    ["Boris Brejcha", "21:30", "23:00"],
    ["Adam Beyer", "23:00", "00:30"],
    ["Rebūke", "00:30", "01:45"],
  ]),
  ...stageDay(at, 0, "cosmicMEADOW", [
    ["Rebolledo", "19:00", "20:15"],
    ["Jamie Jones", "20:15", "21:30"],
    ["Vintage Culture", "21:30", "23:00"],
    ["Tale Of Us", "23:00", "00:15"],
  ]),
  ...stageDay(at, 1, "kineticFIELD", [
    ["Steve Aoki", "19:00", "20:15"],
    ["Alison Wonderland", "20:15", "21:30"],
    ["Zedd", "21:30", "23:00"],
    ["Charlotte de Witte", "23:00", "00:30"],
    ["Eric Prydz", "00:30", "02:00"],
  ]),
  ...stageDay(at, 1, "circuitGROUNDS", [
    ["Mau P", "20:30", "22:00"],
    ["Chris Lake", "22:00", "23:30"],
    ["FISHER", "23:30", "01:00"],
    ["John Summit", "01:00", "02:00"],
  ]),
  ...stageDay(at, 1, "cosmicMEADOW", [
    ["Kölsch", "20:00", "21:30"],
    ["Monolink", "22:15", "23:45"],
    ["Innellea", "23:45", "00:45"],
  ]),
  ...stageDay(at, 2, "kineticFIELD", [
    ["Tiësto", "20:00", "21:30"],
    ["Alesso", "21:30", "23:00"],
    ["Afrojack", "23:00", "00:15"],
    ["Hardwell", "00:15", "01:45"],
  ]),
  ...stageDay(at, 2, "circuitGROUNDS", [
    ["Carl Cox", "21:00", "22:30"],
    ["Nina Kraviz", "22:30", "23:45"],
    ["Sara Landry", "23:45", "01:00"],
  ]),
  ...stageDay(at, 2, "cosmicMEADOW", [
    ["Adriatique", "21:00", "22:30"],
    ["Mind Against", "22:30", "23:45"],
    ["Anyma", "23:45", "01:15"],
  ]),
];
