import { histogramHere } from "@/scripts/testing/scraped-metrics";
import { noteArchiveRender } from "./scheduled-posts";

const LAG = "edm_scheduled_publication_lag_seconds";

async function lags() {
  const { count, sum } = await histogramHere(LAG);
  return { count, sum };
}

describe("the lag of a scheduled post", () => {
  it("is observed by the first archive render past the instant the render before it named, once", async () => {
    const due = new Date("2026-11-27T20:00:00.000Z");
    const at = (seconds: number) => new Date(due.getTime() + seconds * 1000);
    const start = await lags();
    noteArchiveRender(due, at(-600));
    noteArchiveRender(due, at(-1));
    expect(await lags()).toEqual(start);
    noteArchiveRender(null, at(4));
    expect(await lags()).toEqual({ count: start.count + 1, sum: start.sum + 4 });
    noteArchiveRender(null, at(60));
    expect((await lags()).count).toBe(start.count + 1);
  });

  it("follows the next instant a render names, sooner or later than the one before", async () => {
    const first = new Date("2026-11-28T10:00:00.000Z");
    const sooner = new Date("2026-11-28T09:00:00.000Z");
    const start = await lags();
    noteArchiveRender(first, new Date("2026-11-28T08:00:00.000Z"));
    noteArchiveRender(sooner, new Date("2026-11-28T08:30:00.000Z"));
    noteArchiveRender(first, new Date("2026-11-28T09:00:02.000Z"));
    expect(await lags()).toEqual({ count: start.count + 1, sum: start.sum + 2 });
  });
});
