// A festival day of the timetable as its page hands it to the browser's code: each set's few facts, written once in
// the page's flight data. The grid (components/events/timetable/DayGrid.tsx) draws its cells and its sets' MusicEvents
// from them; drawn by a server component, every cell and the JSON-LD were written twice, in the HTML and again as
// elements in the flight data, about 1.3 KB a set.

/**
 * A set as the sheet carries it: a tuple, since the page's data would otherwise name each field in every set. `key` is
 * what a reader's plan names it by (lib/events/set-keys.ts); `start` and `end` (null when unknown) are on the venue's
 * clock, "2027-02-26T23:30:00-06:00"; `from` and `to` the grid lines its rows run between; `position` its place in
 * the line-up (its anchor); `lane` its lane beside a set it overlaps; `topic` its performer's topic page when posts
 * carry one of that name.
 */
export type SheetSet = [
  key: string,
  name: string,
  start: string,
  end: string | null,
  from: number,
  to: number,
  position: number,
  lane: number,
  topic?: string,
];

/** A stage: its name, how many lanes its overlapping sets take, its sets in time order. */
export type SheetStage = { name: string; lanes: number; sets: SheetSet[] };

export type TimetableSheet = { slots: number; hours: { label: string; row: number }[]; stages: SheetStage[] };

/** A stage's anchor on its day's page, its tab's target on a phone. */
export const stageAnchor = (index: number) => `escenario-${index + 1}`;

/** A set's anchor on its day's page: its place in the line-up, which the editor's order keeps. */
export const setAnchor = (position: number) => `set-${position + 1}`;
