import { RenderStarts } from "./render-starts";

describe("the starts of the renders under way", () => {
  it("date a stored render by its first miss, once", () => {
    const starts = new RenderStarts();
    starts.missed("/", 10);
    expect(starts.storedRender("/", 30).began).toBe(10);
    expect(starts.storedRender("/", 40).began).toBe(40);
  });

  it("date every store of overlapping renders by the first miss, until each miss is stored", () => {
    const starts = new RenderStarts();
    starts.missed("/", 10);
    starts.missed("/", 20);
    // The render that began at 20 ends first; the one that began at 10, which may have read the database before a
    // refresh at 25, ends at 40 and must not pass for a render begun after it.
    expect(starts.storedRender("/", 30).began).toBe(10);
    expect(starts.storedRender("/", 40).began).toBe(10);
    expect(starts.storedRender("/", 50).began).toBe(50);
  });

  it("forget a render that never ended, after a minute", () => {
    const starts = new RenderStarts();
    starts.missed("/failed", 0);
    expect(starts.storedRender("/failed", 60_000).began).toBe(60_000);
  });

  it("keep at most ten thousand keys, the oldest going first, whatever a flood of misses holds", () => {
    const starts = new RenderStarts();
    starts.missed("/first", 0);
    for (let key = 0; key < 10_000; key++) starts.missed(`/unknown-${key}`, 1);
    expect(starts.storedRender("/first", 2).began).toBe(2);
    expect(starts.storedRender("/unknown-0", 2).began).toBe(1);
    expect(starts.storedRender("/unknown-9999", 2).began).toBe(1);
  });
});

describe("a change waiting for the renders under way when it was made", () => {
  const outcome = (promise: Promise<void>) => {
    const seen = { ended: false };
    void promise.then(() => (seen.ended = true));
    return seen;
  };
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it("ends once each render begun by then is stored and written, overlapping ones included", async () => {
    const starts = new RenderStarts();
    starts.missed("/", 10);
    starts.missed("/", 20);
    starts.missed("/later", 40);
    const waiting = outcome(starts.rendersBegunBy(30, 60_000));
    starts.storedRender("/", 50);
    starts.written("/");
    await tick();
    expect(waiting.ended).toBe(false);
    starts.storedRender("/", 60);
    await tick();
    expect(waiting.ended).toBe(false);
    starts.written("/");
    await tick();
    expect(waiting.ended).toBe(true);
  });

  it("ends at once when nothing renders, or only renders begun after it or long before it", async () => {
    const starts = new RenderStarts();
    starts.missed("/failed-long-ago", 0);
    starts.missed("/later", 20_100);
    const waiting = outcome(starts.rendersBegunBy(20_000, 60_000));
    await tick();
    expect(waiting.ended).toBe(true);
  });

  it("ends after its limit when a render never ends", async () => {
    const starts = new RenderStarts();
    starts.missed("/failing", Date.now());
    await expect(starts.rendersBegunBy(Date.now(), 20)).resolves.toBeUndefined();
  });
});
