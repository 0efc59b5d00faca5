// What the app servers share: the database and the page cache.
import path from "node:path";

export type SharedServices = {
  /** The settings that point every app server at them. */
  env: { DATABASE_URL: string; REDIS_URL?: string };
  /** Where each one is, for the summary. */
  where: string[];
  /** The page cache's server, which the suite stops and starts again. */
  redis?: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
};

export async function startSharedServices(dataDir: string): Promise<SharedServices> {
  const file = path.join(dataDir, "site.db");
  return {
    env: { DATABASE_URL: `file:${file}` },
    where: [`SQLite  ${file}`],
    stop: async () => {},
  };
}
