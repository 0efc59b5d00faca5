import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";
import { ClientGoneError, MediaBusyError } from "./errors";
import { MAX_MEDIA_JOBS, mediaQueue, mediaWork } from "./media-queue";

/** A job that runs until `finish` is called, recording when it started. */
function heldJob(log: string[], name: string) {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe("the media queue", () => {
  it("admits a bounded number of calls at once and refuses the next at once, until one ends", async () => {
    const queue = mediaQueue(2);
    const [first, second] = [heldJob([], "a"), heldJob([], "b")];
    const running = [queue.admit(first.job), queue.admit(second.job)];
    await expect(queue.admit(async () => "c")).rejects.toThrow(MediaBusyError);
    first.finish();
    await running[0];
    await expect(queue.admit(async () => "c")).resolves.toBe("c");
    second.finish();
    expect(await running[1]).toBe("b");
  });

  it("makes one job at a time, in the order given, a failed job not stopping the next", async () => {
    const queue = mediaQueue();
    const log: string[] = [];
    const first = heldJob(log, "first");
    const results = [
      queue.inTurn(first.job),
      queue.inTurn(async () => {
        log.push("failing");
        throw new Error("no");
      }),
      queue.inTurn(async () => void log.push("last")),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(["first"]);
    first.finish();
    await Promise.allSettled(results);
    expect(log).toEqual(["first", "failing", "last"]);
  });

  it("never starts a job whose client left while it waited", async () => {
    const queue = mediaQueue();
    const log: string[] = [];
    const first = heldJob(log, "first");
    const ahead = queue.inTurn(first.job);
    const client = new AbortController();
    const waiting = queue.inTurn(async () => void log.push("abandoned"), client.signal);
    client.abort();
    first.finish();
    await ahead;
    await expect(waiting).rejects.toThrow(ClientGoneError);
    expect(log).toEqual(["first"]);
  });

  it("shows the server's queue depth and its refusals at each scrape", async () => {
    const depth = async () => valueOf(await scrapeHere(), "edm_media_queue_jobs");
    const refusals = async () => valueOf(await scrapeHere(), "edm_media_queue_refusals_total");
    expect(await depth()).toBe(0);
    const first = heldJob([], "first");
    const jobs = [mediaWork.inTurn(first.job), mediaWork.inTurn(async () => "second")];
    expect(await depth()).toBe(2);
    first.finish();
    await Promise.all(jobs);
    expect(await depth()).toBe(0);

    const held = Array.from({ length: MAX_MEDIA_JOBS }, (_, index) => heldJob([], `held-${index}`));
    const admitted = held.map((job) => mediaWork.admit(job.job));
    const before = await refusals();
    await expect(mediaWork.admit(async () => "one too many")).rejects.toThrow(MediaBusyError);
    expect(await refusals()).toBe(before + 1);
    for (const job of held) job.finish();
    await Promise.all(admitted);
  });
});
