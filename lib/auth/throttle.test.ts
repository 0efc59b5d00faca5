import { createPrismaClient } from "../db";
import {
  beginAttempt,
  FIRST_LOCK_MS,
  FORGET_AFTER_MS,
  forgetFailures,
  MAX_LOCK_MS,
  penalty,
  SLOWDOWN_STEP_MS,
  throttleKeys,
} from "./throttle";

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
let unique = 0;
const freshKeys = () => throttleKeys(`198.51.100.${++unique}`, `throttle-guess-${unique}@example.mx`);

describe("throttle arithmetic", () => {
  test("three free attempts, two slowed ones, then locks that double up to an hour", () => {
    expect([1, 2, 3].map(penalty)).toEqual([1, 2, 3].map(() => ({ delayMs: 0, lockMs: 0 })));
    expect(penalty(4)).toEqual({ delayMs: SLOWDOWN_STEP_MS, lockMs: 0 });
    expect(penalty(5)).toEqual({ delayMs: 2 * SLOWDOWN_STEP_MS, lockMs: 0 });
    expect([6, 7, 8].map((n) => penalty(n).lockMs)).toEqual([FIRST_LOCK_MS, 2 * FIRST_LOCK_MS, 4 * FIRST_LOCK_MS]);
    expect(penalty(50).lockMs).toBe(MAX_LOCK_MS);
  });

  test("keys hash the client and the account, the account ignoring case", () => {
    const [client, account] = throttleKeys("203.0.113.9", " Editor@Example.MX ");
    expect(client).toMatch(/^[0-9a-f]{64}$/);
    expect(account).toBe(throttleKeys("another client", "editor@example.mx")[1]);
    expect(client).not.toBe(throttleKeys("203.0.113.10", "editor@example.mx")[0]);
  });
});

describe("throttled attempts", () => {
  async function failTimes(keys: string[], times: number, start: Date) {
    const attempts = [];
    for (let i = 0; i < times; i++) attempts.push(await beginAttempt(keys, at(start, i)));
    return attempts;
  }

  test("the attempts slow down, then are refused with the time left, growing each time", async () => {
    const keys = freshKeys();
    const start = new Date();
    const attempts = await failTimes(keys, 6, start);
    expect(attempts.map((a) => (a.allowed ? a.delayMs : -1))).toEqual([0, 0, 0, 1000, 2000, 0]);
    await expect(beginAttempt(keys, at(start, 10_000))).resolves.toEqual({ allowed: false, retryAfterSeconds: 51 });
    await expect(beginAttempt(keys, at(start, 5 + FIRST_LOCK_MS))).resolves.toEqual({ allowed: true, delayMs: 0 });
    await expect(beginAttempt(keys, at(start, 10 + FIRST_LOCK_MS))).resolves.toEqual({
      allowed: false,
      retryAfterSeconds: (2 * FIRST_LOCK_MS) / 1000,
    });
  });

  test("a lock on the account holds whatever client the guesses come from", async () => {
    const start = new Date();
    await failTimes(throttleKeys("192.0.2.1", "target@example.mx"), 6, start);
    const other = await beginAttempt(throttleKeys("192.0.2.2", "target@example.mx"), at(start, 10));
    expect(other.allowed).toBe(false);
  });

  test("parallel guesses are counted one by one", async () => {
    const keys = freshKeys();
    const attempts = await Promise.all(Array.from({ length: 10 }, () => beginAttempt(keys)));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(6);
  });

  test("a success forgets the failures, and so does a day without one", async () => {
    const keys = freshKeys();
    const start = new Date();
    await failTimes(keys, 5, start);
    await forgetFailures(keys);
    await expect(beginAttempt(keys, at(start, 10))).resolves.toEqual({ allowed: true, delayMs: 0 });
    await failTimes(keys, 5, at(start, 20));
    await expect(beginAttempt(keys, at(start, 30 + FORGET_AFTER_MS))).resolves.toEqual({ allowed: true, delayMs: 0 });
  });

  test("the counters live in SQLite, so a new process sees the lock", async () => {
    const keys = freshKeys();
    const start = new Date();
    await failTimes(keys, 6, start);
    const restarted = createPrismaClient();
    try {
      const rows = await restarted.loginThrottle.findMany({ where: { key: { in: keys } } });
      expect(rows.map((row) => row.failures)).toEqual([6, 6]);
      expect(rows.every((row) => row.lockedUntil?.getTime() === start.getTime() + 5 + FIRST_LOCK_MS)).toBe(true);
    } finally {
      await restarted.$disconnect();
    }
  });
});
