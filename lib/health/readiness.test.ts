import { NotReady, oneAtATime, readinessOf, withinTime } from "./readiness";

const never = () => new Promise<void>(() => {});

describe("readiness", () => {
  it("is ready when every check passes, and names each", async () => {
    const checks = [
      { name: "database", check: async () => {} },
      { name: "redis", check: async () => {} },
    ];
    expect(await readinessOf(checks, 1000)).toEqual({ ready: true, checks: { database: "ok", redis: "ok" } });
  });

  it("names the check that failed with its own words, and hides the words of any other error", async () => {
    const failures: string[] = [];
    const checks = [
      { name: "database", check: async () => Promise.reject(new NotReady("migrations not applied: 2026_x")) },
      { name: "redis", check: async () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:6379")) },
      { name: "disk", check: async () => {} },
    ];
    const readiness = await readinessOf(checks, 1000, (name) => failures.push(name));
    expect(readiness).toEqual({
      ready: false,
      checks: { database: "migrations not applied: 2026_x", redis: "unreachable", disk: "ok" },
    });
    expect(failures.sort()).toEqual(["database", "redis"]);
  });

  it("reports a check that hangs once its time is up", async () => {
    // The check never settles: only the time limit can have given this answer.
    const readiness = await readinessOf([{ name: "database", check: never }], 50);
    expect(readiness).toEqual({ ready: false, checks: { database: "no answer within 50 ms" } });
  });

  it("gives a result that comes in time, and a NotReady for one that does not", async () => {
    await expect(withinTime(Promise.resolve("PONG"), 50)).resolves.toBe("PONG");
    await expect(withinTime(never(), 20)).rejects.toThrow(NotReady);
  });

  it("shares one run among the calls made while it is under way, and starts a new one after", async () => {
    let runs = 0;
    let finish = () => {};
    const run = oneAtATime(() => {
      runs += 1;
      return new Promise<number>((resolve) => (finish = () => resolve(runs)));
    });
    const together = [run(), run(), run()];
    await Promise.resolve();
    finish();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    const after = run();
    await Promise.resolve();
    finish();
    expect(await after).toBe(2);
  });

  it("keeps one hung check in flight however many rounds time out on it", async () => {
    let started = 0;
    const hung = oneAtATime(() => {
      started += 1;
      return never();
    });
    for (let round = 0; round < 3; round += 1) await readinessOf([{ name: "database", check: hung }], 10);
    expect(started).toBe(1);
  });

  it("starts a new run after one that failed", async () => {
    let runs = 0;
    const run = oneAtATime(async () => {
      runs += 1;
      throw new NotReady("down");
    });
    await expect(run()).rejects.toThrow("down");
    await expect(run()).rejects.toThrow("down");
    expect(runs).toBe(2);
  });
});
