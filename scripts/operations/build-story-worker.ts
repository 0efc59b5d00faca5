import { buildSync } from "esbuild";

/**
 * The story worker (lib/story/story-pool.ts starts it with new Worker(path)): an ES module, so the Markdown parser's
 * ES-module-only packages load from node_modules as they are. Written into `folder`, which must sit inside the project
 * for those packages to be found from it. Built for the production server (build-server.ts) and once per Jest run
 * (scripts/testing/jest-story-worker.ts).
 */
export function buildStoryWorker(folder: string): void {
  buildSync({
    entryPoints: { "story-worker": "lib/story/story-worker.ts" },
    outdir: folder,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    packages: "external",
    format: "esm",
    logLevel: "warning",
  });
}
