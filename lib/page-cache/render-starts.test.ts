import { RenderStarts } from "./render-starts";

describe("the starts of the renders under way", () => {
  it("date a stored render by its first miss, once", () => {
    const starts = new RenderStarts();
    starts.missed("/", 10);
    expect(starts.stored("/", 30)).toBe(10);
    expect(starts.stored("/", 40)).toBe(40);
  });

  it("date every store of overlapping renders by the first miss, until each miss is stored", () => {
    const starts = new RenderStarts();
    starts.missed("/", 10);
    starts.missed("/", 20);
    // The render that began at 20 ends first; the one that began at 10, which may have read the database before a
    // refresh at 25, ends at 40 and must not pass for a render begun after it.
    expect(starts.stored("/", 30)).toBe(10);
    expect(starts.stored("/", 40)).toBe(10);
    expect(starts.stored("/", 50)).toBe(50);
  });

  it("forget a render that never ended, after a minute", () => {
    const starts = new RenderStarts();
    starts.missed("/failed", 0);
    expect(starts.stored("/failed", 60_000)).toBe(60_000);
  });

  it("keep at most ten thousand keys, the oldest going first, whatever a flood of misses holds", () => {
    const starts = new RenderStarts();
    starts.missed("/first", 0);
    for (let key = 0; key < 10_000; key++) starts.missed(`/unknown-${key}`, 1);
    expect(starts.stored("/first", 2)).toBe(2);
    expect(starts.stored("/unknown-0", 2)).toBe(1);
    expect(starts.stored("/unknown-9999", 2)).toBe(1);
  });
});
