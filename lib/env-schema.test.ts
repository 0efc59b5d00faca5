import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { ConfigError, parseEnv } from "./env-schema";

type SettingsModule = typeof import("./env-schema");

/** A fresh copy of the module, as a new process loads it, with `changes` in its environment while `check` runs. */
function inFreshProcess(changes: Record<string, string>, check: (module: SettingsModule) => void): void {
  const saved = { ...process.env };
  Object.assign(process.env, changes);
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, as isolateModules loads it.
      check(require("./env-schema"));
    });
  } finally {
    process.env = saved;
  }
}

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
    expect(env.SHUTDOWN_GRACE_S).toBe(10);
    expect(env.PASSWORD_HASH_COST).toBe(15);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toEqual({ name: "Pulso Electrónico", address: "boletin@localhost" });
  });

  it("reads TRUSTED_PROXIES as a list of addresses and ranges", () => {
    const env = parseEnv({ NODE_ENV: "test", TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8," });
    expect(env.TRUSTED_PROXIES).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"]);
  });

  it("answers GET /metrics to this machine alone unless METRICS_ALLOW or METRICS_TOKEN says otherwise", () => {
    expect(parseEnv({ NODE_ENV: "test" })).toMatchObject({ METRICS_ALLOW: ["127.0.0.1", "::1"] });
    expect(parseEnv({ NODE_ENV: "test" }).METRICS_TOKEN).toBeUndefined();
    const scraped = parseEnv({
      NODE_ENV: "test",
      METRICS_ALLOW: "10.0.0.5, 192.168.0.0/16",
      METRICS_TOKEN: "t".repeat(32),
    });
    expect([scraped.METRICS_ALLOW, scraped.METRICS_TOKEN]).toEqual([["10.0.0.5", "192.168.0.0/16"], "t".repeat(32)]);
    expect(parseEnv({ NODE_ENV: "test", METRICS_ALLOW: "none" }).METRICS_ALLOW).toEqual([]);
  });

  it.each([
    ["DATABASE_URL", "mysql://db"],
    ["SITE_URL", "not a url"],
    ["PORT", "80a"],
    ["PORT", "70000"],
    ["API_PASSWORD", "short"],
    ["SESSION_SECRET", "too-short"],
    ["PASSWORD_HASH_COST", "9"],
    ["PASSWORD_HASH_COST", "18"],
    ["PASSWORD_HASH_COST", "15.5"],
    ["TRUSTED_PROXIES", "127.0.0.1,proxy.internal"],
    ["TRUSTED_PROXIES", "10.0.0.0/33"],
    ["METRICS_ALLOW", "localhost"],
    ["METRICS_TOKEN", "shorter-than-32-characters"],
    ["HOST", "0.0.0.0; rm -rf /"],
    ["MEDIA_MAX_MB", "0"],
    ["MEDIA_MAX_MB", "diez"],
    ["PAGE_COUNT_FLUSH_MS", "50"],
    ["PAGE_COUNT_FLUSH_MS", "3600000"],
    ["SHUTDOWN_GRACE_S", "-1"],
    ["SHUTDOWN_GRACE_S", "2.5"],
    ["SHUTDOWN_GRACE_S", "diez"],
    ["SHUTDOWN_GRACE_S", "7200"],
    ["SMTP_URL", "http://mail.example.mx"],
    ["SMTP_URL", "mail.example.mx:587"],
    ["MAIL_FROM", "boletín"],
    ["MAIL_FROM", "Pulso Electrónico <boletin>"],
    ["MAIL_FROM", "boletin@pulso.mx, otro@pulso.mx"],
    ["NEWSLETTER_RATE", "0"],
    ["NEWSLETTER_RATE", "rápido"],
    ["NEWSLETTER_RETRY_SECONDS", "0.5"],
    ["DKIM_SELECTOR", "pulso_2026"],
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

  it("takes SHUTDOWN_GRACE_S of 0, for a server that stops accepting at once", () => {
    expect(parseEnv({ NODE_ENV: "test", SHUTDOWN_GRACE_S: "0" }).SHUTDOWN_GRACE_S).toBe(0);
    expect(parseEnv({ NODE_ENV: "test", SHUTDOWN_GRACE_S: "30" }).SHUTDOWN_GRACE_S).toBe(30);
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

  it("takes an smtp:// or smtps:// SMTP_URL, and none when blank: mails then go to the outbox", () => {
    expect(parseEnv({ NODE_ENV: "test", SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    for (const url of ["smtp://127.0.0.1:2525", "smtps://boletin:secreto@smtp.example.mx:465"])
      expect(parseEnv({ NODE_ENV: "test", SMTP_URL: url }).SMTP_URL).toBe(url);
  });

  it("reads MAIL_FROM as a name and an address, the name optional and perhaps quoted", () => {
    const sender = (MAIL_FROM: string) => parseEnv({ NODE_ENV: "test", MAIL_FROM }).MAIL_FROM;
    expect(sender("boletin@pulso.mx")).toEqual({ name: "", address: "boletin@pulso.mx" });
    expect(sender(" Pulso Electrónico <boletin@pulso.mx> ")).toEqual({
      name: "Pulso Electrónico",
      address: "boletin@pulso.mx",
    });
    expect(sender('"Pulso, el boletín" <boletin@pulso.mx>')).toEqual({
      name: "Pulso, el boletín",
      address: "boletin@pulso.mx",
    });
  });

  it("keeps the outbox beside the database unless MAIL_OUTBOX_DIR says otherwise", () => {
    expect(parseEnv({ NODE_ENV: "test" }).MAIL_OUTBOX_DIR).toBe(path.resolve("data/outbox"));
    expect(parseEnv({ NODE_ENV: "test", DATABASE_URL: "file:/srv/pulso/edm.db" }).MAIL_OUTBOX_DIR).toBe(
      "/srv/pulso/outbox",
    );
    expect(parseEnv({ NODE_ENV: "test", MAIL_OUTBOX_DIR: "/var/mail/pulso" }).MAIL_OUTBOX_DIR).toBe("/var/mail/pulso");
  });

  it("paces the boletín at 10 mails a second and retries after a minute unless told otherwise", () => {
    expect(parseEnv({ NODE_ENV: "test" })).toMatchObject({ NEWSLETTER_RATE: 10, NEWSLETTER_RETRY_SECONDS: 60 });
    expect(parseEnv({ NODE_ENV: "test", NEWSLETTER_RATE: "2.5" }).NEWSLETTER_RATE).toBe(2.5);
  });

  describe("DKIM", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

    it("takes a PEM key, whole or with \\n escapes, with its selector", () => {
      const escaped = pem.trim().replace(/\n/g, "\\n");
      for (const key of [pem, escaped]) {
        const env = parseEnv({ NODE_ENV: "test", DKIM_PRIVATE_KEY: key, DKIM_SELECTOR: "pulso2026" });
        expect(env).toMatchObject({ DKIM_PRIVATE_KEY: pem.trim(), DKIM_SELECTOR: "pulso2026" });
      }
      expect(parseEnv({ NODE_ENV: "test" }).DKIM_PRIVATE_KEY).toBeUndefined();
    });

    it("stops with a sentence when the key is not a key, or one of the pair is missing", () => {
      const settings = (extra: Record<string, string>) => () => parseEnv({ NODE_ENV: "test", ...extra });
      expect(settings({ DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\\nAAAA", DKIM_SELECTOR: "s" })).toThrow(
        /DKIM_PRIVATE_KEY must be an RSA private key in PEM/,
      );
      expect(settings({ DKIM_PRIVATE_KEY: pem })).toThrow(
        "DKIM_SELECTOR must be set with DKIM_PRIVATE_KEY, or neither",
      );
      expect(settings({ DKIM_SELECTOR: "pulso2026" })).toThrow(
        "DKIM_PRIVATE_KEY must be set with DKIM_SELECTOR, or neither",
      );
    });
  });
});

describe("the process's settings", () => {
  it("are parsed on the first read only: a later read is the same object, whatever the environment says by then", () => {
    inFreshProcess({ PORT: "4100" }, ({ settings }) => {
      const first = settings();
      expect(first.PORT).toBe(4100);
      process.env.PORT = "4200";
      process.env.SITE_URL = "not a url";
      expect(settings()).toBe(first);
      expect(settings().PORT).toBe(4100);
    });
  });

  it("stop the start with the sentence naming a bad value, on every read, and keep nothing from it", () => {
    inFreshProcess({ PORT: "tres mil" }, ({ settings, ConfigError }) => {
      expect(settings).toThrow(ConfigError);
      expect(settings).toThrow("Invalid configuration. PORT: PORT must be a whole number.");
      process.env.PORT = "4300";
      expect(settings().PORT).toBe(4300);
    });
  });
});
