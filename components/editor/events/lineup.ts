/** One performer of the line-up as the form holds it; `key` keeps React's rows (and their focus) with their performer. */
export type LineupRow = { key: string; name: string; stage: string; startsAt: string };

export const emptyRow = (key: string): LineupRow => ({ key, name: "", stage: "", startsAt: "" });

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
