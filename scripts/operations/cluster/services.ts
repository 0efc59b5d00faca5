// What the app servers share: PostgreSQL (the posts, the editor's sessions, the login throttle) and Redis (the page
// cache), each a server of our own on a loopback port with its data in the cluster's folder.
import path from "node:path";
import { startPostgres } from "../../infra/postgres";
import { startRedis, type RedisServer } from "../../infra/redis";

export type SharedServices = {
  /** The settings that point every app server at them. */
  env: { DATABASE_URL: string; REDIS_URL: string };
  /** Where each one is, for the summary. */
  where: string[];
  /** The page cache's server, which the suite stops and starts again. */
  redis: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
};

export async function startSharedServices(options: {
  dataDir: string;
  ports: { postgres: number; redis: number };
  /** Test data: PostgreSQL may skip its flushes. */
  throwaway?: boolean;
}): Promise<SharedServices> {
  const postgresDir = path.join(options.dataDir, "postgres");
  const postgres = await startPostgres({
    dataDir: postgresDir,
    port: options.ports.postgres,
    ephemeral: options.throwaway,
  });
  let redis: RedisServer | undefined;
  try {
    const DATABASE_URL = await postgres.createDatabase("pulso");
    const redisOptions = { dataDir: path.join(options.dataDir, "redis"), port: options.ports.redis };
    redis = await startRedis(redisOptions);
    const REDIS_URL = redis.url;
    const stopRedis = async () => {
      await redis?.stop();
      redis = undefined;
    };
    return {
      env: { DATABASE_URL, REDIS_URL },
      where: [`PostgreSQL:    ${DATABASE_URL} (${postgresDir})`, `Redis:         ${REDIS_URL}`],
      redis: { stop: stopRedis, start: async () => void (redis ??= await startRedis(redisOptions)) },
      stop: async () => {
        await stopRedis();
        await postgres.stop();
      },
    };
  } catch (error) {
    await redis?.stop();
    await postgres.stop();
    throw error;
  }
}
