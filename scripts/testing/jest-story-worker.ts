// The story worker compiled once for a whole Jest run. Every test file that reaches a story starts the pool's two
// workers (lib/story/story-pool.ts), and run from its TypeScript each of them loaded tsx and compiled the worker and
// the unified/remark/micromark stack under it again: most of the suite's time (docs/testing.md). The global setups
// build it as `npm run build:server` does for production and name it in JEST_STORY_WORKER, which the pool reads.
import fs from "node:fs";
import path from "node:path";
import { buildStoryWorker } from "../operations/build-story-worker";

/** Builds the worker unless this run already has (both projects' setups run in one process). */
export function buildStoryWorkerForRun(): void {
  if (process.env.JEST_STORY_WORKER) return;
  // Inside the project, so that the worker's imports of the parser's packages find node_modules.
  const cache = path.join(process.cwd(), "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const folder = fs.mkdtempSync(path.join(cache, "jest-story-worker-"));
  buildStoryWorker(folder);
  process.env.JEST_STORY_WORKER = path.join(folder, "story-worker.mjs");
}

export function removeStoryWorker(): void {
  const worker = process.env.JEST_STORY_WORKER;
  if (!worker) return;
  fs.rmSync(path.dirname(worker), { recursive: true, force: true });
  delete process.env.JEST_STORY_WORKER;
}
