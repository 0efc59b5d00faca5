import { CHART, chartLayout, gridStep } from "./chart-geometry";

const day = (n: number, views: number, visitors = views) => ({
  day: `2026-11-${String(n).padStart(2, "0")}`,
  views,
  visitors,
});

describe("the statistics chart's geometry", () => {
  it("spaces its four gridlines a round whole number apart, reaching the tallest bar", () => {
    const tallest = [0, 3, 4, 5, 9, 40, 41, 100, 101, 480, 12_345];
    expect(tallest.map(gridStep)).toEqual([1, 1, 1, 2, 5, 10, 20, 25, 50, 200, 5000]);
    for (const max of tallest) expect(gridStep(max) * 4).toBeGreaterThanOrEqual(max);
  });

  it("draws each day's views from the baseline, the visitors inside them, and gridlines at each quarter", () => {
    const { columns, gridlines } = chartLayout([day(1, 50, 20), day(2, 100, 40), day(3, 0, 0)]);
    const baseline = CHART.height - CHART.bottom;
    expect(gridlines.map(({ value }) => value)).toEqual([0, 25, 50, 75, 100]);
    expect(gridlines[0].y).toBe(baseline);
    expect(gridlines[4].y).toBe(CHART.top);
    const [first, second, third] = columns;
    expect(second.viewsBar).toMatchObject({ y: CHART.top, height: baseline - CHART.top });
    expect(first.viewsBar.height).toBeCloseTo(second.viewsBar.height / 2);
    expect(first.visitorsBar.height).toBeCloseTo(first.viewsBar.height * 0.4);
    expect(first.visitorsBar.x).toBeGreaterThan(first.viewsBar.x);
    expect(first.visitorsBar.x + first.visitorsBar.width).toBeLessThan(first.viewsBar.x + first.viewsBar.width);
    expect(third.viewsBar).toMatchObject({ y: baseline, height: 0 });
    for (const [left, right] of [
      [first, second],
      [second, third],
    ])
      expect(left.viewsBar.x + left.viewsBar.width).toBeLessThan(right.viewsBar.x);
    expect(third.viewsBar.x + third.viewsBar.width).toBeLessThanOrEqual(CHART.width - CHART.right);
  });

  it("names at most eight days, and half of them on a phone, today always among them", () => {
    for (const length of [7, 30, 90]) {
      const columns = chartLayout(Array.from({ length }, (_, index) => day((index % 28) + 1, index))).columns;
      const named = columns.filter(({ labelled }) => labelled);
      const onPhones = named.filter(({ minor }) => !minor);
      expect(named.length).toBeLessThanOrEqual(8);
      expect(named.length).toBeGreaterThanOrEqual(Math.min(length, 7));
      expect(onPhones.length).toBe(Math.ceil(named.length / 2));
      expect(columns.at(-1)).toMatchObject({ labelled: true, minor: false });
    }
  });

  it("stays on the plot with no view at all", () => {
    const { columns, gridlines } = chartLayout([day(1, 0), day(2, 0)]);
    expect(gridlines.map(({ value }) => value)).toEqual([0, 1, 2, 3, 4]);
    expect(columns.every(({ viewsBar }) => viewsBar.height === 0 && Number.isFinite(viewsBar.y))).toBe(true);
  });
});
