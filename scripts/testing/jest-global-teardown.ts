import fs from "node:fs";
import { removeStoryWorker } from "./jest-story-worker";

export default function globalTeardown(): void {
  const folder = process.env.JEST_DB_FOLDER;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  removeStoryWorker();
}
