/**
 * One performer of the line-up as the form holds it, the set's times as a datetime-local field holds them ("" when not
 * known); `key` keeps React's rows (and their focus) with their performer.
 */
export type LineupRow = { key: string; name: string; stage: string; startsAt: string; endsAt: string };

/** A set's start and end, side by side in its row. */
export const SET_TIMES = ["startsAt", "endsAt"] as const satisfies readonly (keyof LineupRow)[];

export const emptyRow = (key: string): LineupRow => ({ key, name: "", stage: "", startsAt: "", endsAt: "" });

/** The rows with the one at `index` one place earlier (-1) or later (1); the same rows when it cannot move so. */
export function moveRow<Row>(rows: readonly Row[], index: number, by: -1 | 1): readonly Row[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return rows;
  const moved = [...rows];
  [moved[index], moved[to]] = [moved[to], moved[index]];
  return moved;
}

export const removeRow = <Row>(rows: readonly Row[], index: number): readonly Row[] =>
  rows.filter((_, at) => at !== index);

export const replaceRow = <Row>(rows: readonly Row[], index: number, row: Row): readonly Row[] =>
  rows.map((current, at) => (at === index ? row : current));
