// The site's settings, read from the environment with zod. Kept apart from env.ts, which is for server code only:
// next.config.ts and prisma.config.ts parse the same settings, and Node.js loads them without Next.js's bundler.
import path from "node:path";
import { z } from "./zod";
import { dataFolder, isPostgresUrl } from "./database-url";
import { checkDkimPair, newsletterSettings } from "./env-newsletter";
import { site } from "./site";

const optionalSecret = (name: string, min: number) =>
  z
    .string()
    .trim()
    .min(min, `${name} must be at least ${min} characters long`)
    .optional()
    .or(z.literal("").transform(() => undefined));

/** A comma-separated list of IP addresses and CIDR ranges; `none` for an empty one, since blank means the default. */
const addressList = (name: string, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((list) =>
      list.trim() === "none"
        ? []
        : list
            .split(",")
            .map((entry) => entry.trim())
            .filter(Boolean),
    )
    .pipe(
      z.array(
        z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
          error: `${name} must list IP addresses or CIDR ranges, such as 127.0.0.1,10.0.0.0/8`,
        }),
      ),
    );

/** An address as mail servers take it: something before one @, a domain after, no spaces or angle brackets. */
const ADDRESS = /^[^\s<>@",;]+@[^\s<>@",;]+$/;

/** "Name <address>" or "address"; the name may be quoted. Null when it is neither. */
function senderOf(value: string): { name: string; address: string } | null {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  const [name, address] = named ? [named[1].replace(/^"(.*)"$/, "$1").trim(), named[2].trim()] : ["", value];
  return ADDRESS.test(address) ? { name, address } : null;
}

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .default("file:./data/edm.db")
    .refine((url) => (url.startsWith("file:") && url.length > "file:".length) || isPostgresUrl(url), {
      message:
        'DATABASE_URL must be a SQLite file URL such as "file:./data/edm.db" or a PostgreSQL URL such as "postgresql://user:password@host:5432/news"',
    }),
  API_USER: optionalSecret("API_USER", 1),
  API_PASSWORD: optionalSecret("API_PASSWORD", 12),
  ADMIN_EMAIL: optionalSecret("ADMIN_EMAIL", 1),
  ADMIN_PASSWORD: optionalSecret("ADMIN_PASSWORD", 12),
  SESSION_SECRET: optionalSecret("SESSION_SECRET", 32),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "SITE_URL must be an http(s) URL such as https://example.mx" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  PORT: z.coerce
    .number({ message: "PORT must be a whole number" })
    .int("PORT must be a whole number")
    .min(1, "PORT must be between 1 and 65535")
    .max(65535, "PORT must be between 1 and 65535")
    .default(3000),
  /** Loopback by default: the site is meant to sit behind a reverse proxy that terminates https. */
  HOST: z
    .string()
    .trim()
    .regex(/^[\w.:-]+$/, "HOST must be an address to listen on, such as 127.0.0.1 or 0.0.0.0")
    .default("127.0.0.1"),
  /** Sockets whose X-Forwarded-For is believed; from any other, the socket's address is the client. */
  TRUSTED_PROXIES: addressList("TRUSTED_PROXIES", ""),
  /** The clients GET /metrics answers (judged after TRUSTED_PROXIES): this machine's own by default. */
  METRICS_ALLOW: addressList("METRICS_ALLOW", "127.0.0.1,::1"),
  /** A scraper from elsewhere sends it as `Authorization: Bearer <token>`; without it, only METRICS_ALLOW is answered. */
  METRICS_TOKEN: optionalSecret("METRICS_TOKEN", 32),
  /** next.config.ts hands it to lib/page-cache-handler.ts, which Next.js loads outside the app. */
  PAGE_CACHE_MAX_MB: z.coerce
    .number({ message: "PAGE_CACHE_MAX_MB must be a number of megabytes" })
    .int("PAGE_CACHE_MAX_MB must be a whole number")
    .min(1, "PAGE_CACHE_MAX_MB must be at least 1")
    .default(64),
  /**
   * Redis for the page cache every server of the build shares (lib/page-cache/). lib/page-cache/redis-connection.ts,
   * loaded by Next.js outside the app, reads it through settings() like the app does.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'REDIS_URL must be a Redis URL such as "redis://127.0.0.1:6379"' })
    .optional(),
  IMAGE_HOSTS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** The uploaded photos' folder (lib/media/); by default `media` beside the database, so a backup finds both. */
  MEDIA_DIR: z.string().trim().optional(),
  /** What the uploads may hold on disk, originals and variants (lib/media/media-room.ts): about a thousand photos. */
  MEDIA_MAX_MB: z.coerce
    .number({ message: "MEDIA_MAX_MB must be a number of megabytes" })
    .int("MEDIA_MAX_MB must be a whole number")
    .min(1, "MEDIA_MAX_MB must be at least 1")
    .default(10_240),
  /**
   * How often each server writes the page views it gathered (lib/analytics/): a crash loses at most this long of them.
   * At most a minute, so that a batch holds one view per visitor and page before the minute rule.
   */
  PAGE_COUNT_FLUSH_MS: z.coerce
    .number({ message: "PAGE_COUNT_FLUSH_MS must be a number of milliseconds" })
    .int("PAGE_COUNT_FLUSH_MS must be a whole number")
    .min(100, "PAGE_COUNT_FLUSH_MS must be at least 100")
    .max(60_000, "PAGE_COUNT_FLUSH_MS must be at most 60000 (a minute)")
    .default(10_000),
  /**
   * After SIGTERM, how long a server keeps serving while /readyz answers 503, so that a load balancer takes it out of
   * rotation before it stops accepting (server/shutdown.ts).
   */
  SHUTDOWN_GRACE_S: z.coerce
    .number({ message: "SHUTDOWN_GRACE_S must be a number of seconds" })
    .int("SHUTDOWN_GRACE_S must be a whole number of seconds")
    .min(0, "SHUTDOWN_GRACE_S must be at least 0")
    .max(3600, "SHUTDOWN_GRACE_S must be at most 3600 (an hour)")
    .default(10),
  /**
   * scrypt's cost for new password hashes, as the power of two of its N (lib/auth/password.ts): 15 by default, 32 MiB
   * and about 90 ms a hash on a small server. Each hash keeps its own cost, so raising it later strands no one. The
   * test suites hash at 10 (a 30th of the time): no production server should run below 15. 17 (OWASP's) holds 128 MiB.
   */
  PASSWORD_HASH_COST: z.coerce
    .number({ message: "PASSWORD_HASH_COST must be a whole number from 10 to 17" })
    .int("PASSWORD_HASH_COST must be a whole number from 10 to 17")
    .min(10, "PASSWORD_HASH_COST must be a whole number from 10 to 17")
    .max(17, "PASSWORD_HASH_COST must be a whole number from 10 to 17")
    .default(15),
  /** The least severe lines the server writes (lib/log/): "info" by default, one per request. */
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  /** The mail server lib/mail/ sends through; without it every mail is written into MAIL_OUTBOX_DIR instead. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: 'SMTP_URL must be an SMTP URL such as "smtps://user:password@smtp.example.mx:465"',
    })
    .optional(),
  /** The sender of every mail, as "Name <address>" or a bare address. */
  MAIL_FROM: z
    .string()
    .trim()
    .default(`${site.product} <boletin@localhost>`)
    .transform((value, context) => {
      const sender = senderOf(value);
      if (!sender)
        context.addIssue({
          code: "custom",
          message:
            'MAIL_FROM must be an address such as "boletin@example.mx" or "Pulso Electrónico <boletin@example.mx>"',
        });
      return sender ?? z.NEVER;
    }),
  /** Where mails go while no SMTP_URL is set: one .eml file each. By default `outbox` beside the database. */
  MAIL_OUTBOX_DIR: z.string().trim().optional(),
  ...newsletterSettings,
});

const settingsSchema = envSchema.superRefine(checkDkimPair).transform((settings) => ({
  ...settings,
  MEDIA_DIR: path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    settings.MEDIA_DIR ?? path.join(dataFolder(settings.DATABASE_URL), "media"),
  ),
  MAIL_OUTBOX_DIR: path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    settings.MAIL_OUTBOX_DIR ?? path.join(dataFolder(settings.DATABASE_URL), "outbox"),
  ),
}));

export type Env = z.infer<typeof settingsSchema>;

export class ConfigError extends Error {}

/** Parses `source`; a bad value stops the start with a sentence naming it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
  const result = settingsSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join("; ")}.`);
  }
  return result.data;
}

let parsed: Env | undefined;

/**
 * The site's settings, parsed from the environment on the first read and kept: every later read, per request or per
 * log line, is a property lookup. The one way the site reads a setting (lib/env.ts for server code inside Next.js); a
 * bad value throws, naming it, on the first read and on any after it, since nothing is kept until a parse succeeds.
 */
export function settings(): Env {
  parsed ??= parseEnv();
  return parsed;
}
