// Redis commands this server gave up on (lib/page-cache/redis-connection.ts): each one a page rendered from the
// database instead of served from the shared cache, or a mark read as absent.
import { listedCounter } from "./registry";

/** Why: no connection, the pause after a timeout, no reply in time, or an error reply. */
export const REDIS_GIVE_UPS = ["down", "paused", "timeout", "error"] as const;
export type RedisGiveUp = (typeof REDIS_GIVE_UPS)[number];

const giveUps = listedCounter(
  "edm_redis_unanswered_total",
  "Redis commands given up on, by reason (down, paused, timeout, error)",
  "reason",
  REDIS_GIVE_UPS,
);

export function countRedisGiveUp(reason: RedisGiveUp): void {
  giveUps.inc({ reason });
}
