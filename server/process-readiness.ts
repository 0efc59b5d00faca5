// What this server needs to serve readers, as GET /readyz asks it: not draining, the database reachable with every
// migration of the build applied, and Redis reachable when REDIS_URL names one.
import { processDatabase } from "../lib/process-database";
import { sharedRedis } from "../lib/page-cache/redis-connection";
import { loggedError } from "../lib/log/logged-text";
import { logger } from "../lib/log/logger";
import { checkMigrations, shippedMigrations } from "../lib/health/migration-state";
import { NotReady, oneAtATime, readinessOf, type Readiness, type ReadinessCheck } from "../lib/health/readiness";

/** A database or Redis that has not answered by then is reported, not waited for: a probe must not hang. */
export const READINESS_TIMEOUT_MS = 2000;

function databaseCheck(databaseUrl: string): ReadinessCheck {
  const shipped = shippedMigrations(databaseUrl);
  const check = oneAtATime(async () => {
    const database = processDatabase();
    if (!database) throw new NotReady("the database client is not loaded yet");
    await checkMigrations(database, shipped);
  });
  return { name: "database", check };
}

function redisCheck(): ReadinessCheck | null {
  // Opened now, so that it is connected by the first probe (the page cache shares it).
  const redis = sharedRedis();
  if (!redis) return null;
  const check = async () => {
    if ((await redis.send(["PING"], { evenPaused: true })) !== "PONG") throw new NotReady("unreachable");
  };
  return { name: "redis", check };
}

/** The log hears a failure once, when it starts or changes, never once per probe. */
function failureLog() {
  const said = new Map<string, string>();
  return {
    heard: (name: string, error: unknown) => {
      const line = loggedError(error);
      if (said.get(name) !== line) logger().error(`Not ready, ${name}: ${line}`);
      said.set(name, line);
    },
    settled: (readiness: Readiness) => {
      for (const [name, outcome] of Object.entries(readiness.checks))
        if (outcome === "ok" && said.delete(name)) logger().info(`Ready again: ${name}`);
    },
  };
}

export const DRAINING: Readiness = { ready: false, checks: { server: "draining" } };

/** The readiness of this process; while `draining()`, the answer is DRAINING without asking anything. */
export function processReadiness(databaseUrl: string, draining: () => boolean): () => Promise<Readiness> {
  const checks = [databaseCheck(databaseUrl), redisCheck()].filter((check) => check !== null);
  const log = failureLog();
  const round = oneAtATime(async () => {
    const readiness = await readinessOf(checks, READINESS_TIMEOUT_MS, log.heard);
    log.settled(readiness);
    return readiness;
  });
  return () => (draining() ? Promise.resolve(DRAINING) : round());
}
