import path from "node:path";
import { ConfigError, parseEnv } from "./env-schema";

describe("configuration", () => {
  it("has safe defaults when nothing is set", () => {
    const env = parseEnv({ NODE_ENV: "test" });
    expect(env.DATABASE_URL).toBe("file:./data/edm.db");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.PORT).toBe(3000);
    expect(env.API_PASSWORD).toBeUndefined();
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.TRUSTED_PROXIES).toEqual([]);
    expect(env.MEDIA_MAX_MB).toBe(10_240);
    expect(env.PAGE_COUNT_FLUSH_MS).toBe(10_000);
  });

  it("reads TRUSTED_PROXIES as a list of addresses and ranges", () => {
    const env = parseEnv({ NODE_ENV: "test", TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8," });
    expect(env.TRUSTED_PROXIES).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"]);
  });

  it.each([
    ["DATABASE_URL", "mysql://db"],
    ["SITE_URL", "not a url"],
    ["PORT", "80a"],
    ["PORT", "70000"],
    ["API_PASSWORD", "short"],
    ["SESSION_SECRET", "too-short"],
    ["TRUSTED_PROXIES", "127.0.0.1,proxy.internal"],
    ["TRUSTED_PROXIES", "10.0.0.0/33"],
    ["HOST", "0.0.0.0; rm -rf /"],
    ["MEDIA_MAX_MB", "0"],
    ["MEDIA_MAX_MB", "diez"],
    ["PAGE_COUNT_FLUSH_MS", "50"],
    ["PAGE_COUNT_FLUSH_MS", "3600000"],
  ])("stops with a sentence naming %s when it is %j", (name, value) => {
    expect(() => parseEnv({ NODE_ENV: "test", [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ NODE_ENV: "test", [name]: value })).toThrow(name);
  });

  it("keeps the uploads beside the database unless MEDIA_DIR says otherwise", () => {
    expect(parseEnv({ NODE_ENV: "test", DATABASE_URL: "file:/srv/pulso/edm.db" }).MEDIA_DIR).toBe("/srv/pulso/media");
    expect(parseEnv({ NODE_ENV: "test" }).MEDIA_DIR).toBe(path.resolve("data/media"));
    expect(parseEnv({ NODE_ENV: "test", MEDIA_DIR: "/var/media" }).MEDIA_DIR).toBe("/var/media");
    expect(parseEnv({ NODE_ENV: "test", DATABASE_URL: "postgresql://db/news" }).MEDIA_DIR).toBe(
      path.resolve("data/media"),
    );
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(parseEnv({ NODE_ENV: "test", SITE_URL: "https://pulso.mx/" }).SITE_URL).toBe("https://pulso.mx");
  });

  it("takes a redis:// or rediss:// REDIS_URL, none when blank, and names it when it is anything else", () => {
    expect(parseEnv({ NODE_ENV: "test" }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "test", REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "test", REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe(
      "redis://127.0.0.1:6379",
    );
    expect(parseEnv({ NODE_ENV: "test", REDIS_URL: "rediss://cache.internal:6380/1" }).REDIS_URL).toBe(
      "rediss://cache.internal:6380/1",
    );
    for (const value of ["http://cache:6379", "127.0.0.1:6379", "not a url"])
      expect(() => parseEnv({ NODE_ENV: "test", REDIS_URL: value })).toThrow("REDIS_URL must be a Redis URL");
  });
});
