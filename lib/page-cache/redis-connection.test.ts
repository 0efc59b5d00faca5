// When the process may reach Redis at all: never without REDIS_URL (the embedded default), and never while
// `next build` prerenders, which must succeed with Redis down or absent.
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { RedisConnection } from "./redis-connection";

function sharedRedisWith(settings: Record<string, string | undefined>): RedisConnection | null {
  const saved = { REDIS_URL: process.env.REDIS_URL, NEXT_PHASE: process.env.NEXT_PHASE };
  Object.assign(process.env, settings);
  for (const [name, value] of Object.entries(settings)) if (value === undefined) delete process.env[name];
  try {
    let connection: RedisConnection | null = null;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, as isolateModules loads it.
      connection = require("./redis-connection").sharedRedis();
    });
    return connection;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe("the process's Redis connection", () => {
  it("is never opened without REDIS_URL", () => {
    expect(sharedRedisWith({ REDIS_URL: undefined, NEXT_PHASE: undefined })).toBeNull();
    expect(sharedRedisWith({ REDIS_URL: "", NEXT_PHASE: undefined })).toBeNull();
  });

  it("is never opened while next build prerenders, whatever REDIS_URL says", () => {
    const during = sharedRedisWith({ REDIS_URL: "redis://127.0.0.1:1", NEXT_PHASE: PHASE_PRODUCTION_BUILD });
    expect(during).toBeNull();
  });
});
