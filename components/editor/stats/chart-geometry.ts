// Where the statistics chart draws each day: pure arithmetic, so the SVG component only places what this returns.

export const CHART = { width: 720, height: 260, left: 88, right: 28, top: 16, bottom: 40 } as const;

const plotWidth = CHART.width - CHART.left - CHART.right;
const plotHeight = CHART.height - CHART.top - CHART.bottom;
const baseline = CHART.top + plotHeight;

const GRIDLINES = 4;

/**
 * The distance between gridlines for a chart whose tallest bar is `max`: a whole number that reads as round (1, 2,
 * 2.5 or 5 times a power of ten), the smallest whose four steps reach `max`.
 */
export function gridStep(max: number): number {
  const least = max / GRIDLINES;
  if (least <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(least));
  const factors = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  return factors.find((factor) => factor * power >= least)! * power;
}

export type ChartDay = { day: string; views: number; visitors: number };
export type Bar = { x: number; width: number; y: number; height: number };
export type ChartColumn = ChartDay & {
  viewsBar: Bar;
  visitorsBar: Bar;
  /** The day is named under its bar. */
  labelled: boolean;
  /** Named on a wide screen only: every other name, so that a phone's larger letters never overlap. */
  minor: boolean;
};
export type Gridline = { value: number; y: number };

/** At most this many days are named under the bars, evenly, so the labels never overlap on any period. */
const LABELS = 8;

/**
 * A column per day, left to right: the views' bar, and inside it the visitors' narrower one (a day's visitors are
 * never more than its views), on a scale from zero with four gridlines a round step apart.
 */
export function chartLayout(days: ChartDay[]): { columns: ChartColumn[]; gridlines: Gridline[] } {
  const step = gridStep(Math.max(0, ...days.map(({ views }) => views)));
  const top = step * GRIDLINES;
  const yOf = (value: number) => baseline - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(days.length, 1);
  const gap = Math.min(slot * 0.2, 6);
  const labelEvery = Math.ceil(days.length / LABELS);
  const bar = (x: number, width: number, value: number): Bar => ({
    x,
    width,
    y: yOf(value),
    height: baseline - yOf(value),
  });
  const columns = days.map((day, index) => {
    const x = CHART.left + index * slot + gap / 2;
    const width = slot - gap;
    const fromToday = days.length - 1 - index;
    return {
      ...day,
      viewsBar: bar(x, width, day.views),
      visitorsBar: bar(x + width / 4, width / 2, day.visitors),
      // Counted from the last day, so today is always named.
      labelled: fromToday % labelEvery === 0,
      minor: fromToday % (2 * labelEvery) !== 0,
    };
  });
  const gridlines = Array.from({ length: GRIDLINES + 1 }, (_, index) => ({
    value: index * step,
    y: yOf(index * step),
  }));
  return { columns, gridlines };
}
