// `prisma migrate deploy`, as the start script and the test setup run it.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import path from "node:path";

/**
 * Brings the database named by env.DATABASE_URL to the current schema; the caller reads the outcome.
 * CHECKPOINT_DISABLE keeps the CLI from asking Prisma's update server for a newer version on every start.
 */
export function applyMigrations(env: NodeJS.ProcessEnv): SpawnSyncReturns<string> {
  const prisma = path.join(process.cwd(), "node_modules", ".bin", "prisma");
  return spawnSync(prisma, ["migrate", "deploy"], { encoding: "utf8", env: { ...env, CHECKPOINT_DISABLE: "1" } });
}
