// The Redis connection takes REDIS_URL from the site's settings (lib/env-schema.ts), as the app does: a value the
// schema refuses stops with its sentence instead of reaching the Redis client.
import type { RedisConnection } from "./redis-connection";

function sharedRedisWith(REDIS_URL: string): () => RedisConnection | null {
  return () => {
    const saved = { ...process.env };
    process.env.REDIS_URL = REDIS_URL;
    try {
      let connection: RedisConnection | null = null;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, as isolateModules loads it.
        connection = require("./redis-connection").sharedRedis();
      });
      return connection;
    } finally {
      process.env = saved;
    }
  };
}

describe("the process's Redis connection", () => {
  it.each(["http://127.0.0.1:6379", "127.0.0.1:6379"])("refuses REDIS_URL=%s with the settings' sentence", (url) => {
    expect(sharedRedisWith(url)).toThrow('REDIS_URL must be a Redis URL such as "redis://127.0.0.1:6379"');
  });
});
