import fs from "node:fs";
import type { RunningPostgres } from "../infra/postgres";
import { removeStoryWorker } from "./jest-story-worker";

export default async function globalTeardown(): Promise<void> {
  await (globalThis as unknown as { jestPostgres?: RunningPostgres }).jestPostgres?.stop();
  const folder = process.env.JEST_PG_FOLDER;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  removeStoryWorker();
}
