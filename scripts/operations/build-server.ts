// `npm run build:server`: compiles what Node.js loads outside Next.js's bundle into .next-server/ — the server entry
// (start-server.ts, loaded through tsx it kept the TypeScript loader in memory for the server's whole life, about 50 MB)
// and the page cache handler, which Next.js loads by the path next.config.ts names, before and apart from the app.
// `tsx scripts/operations/build-server.ts <folder> [name=entry ...]` compiles the named entries into another folder
// (the page cache's tests load them in plain Node.js processes).
import { buildSync } from "esbuild";
import { buildStoryWorker } from "./build-story-worker";

const serverEntries = {
  "start-server": "server/start-server.ts",
  "page-cache-handler": "lib/page-cache-handler.ts",
};

function buildServer(folder: string, entries: Record<string, string>): void {
  buildSync({
    entryPoints: entries,
    outdir: folder,
    outExtension: { ".js": ".cjs" },
    bundle: true,
    platform: "node",
    packages: "external",
    format: "cjs",
    logLevel: "warning",
    // A module whose export is one class (the cache handler) exports the class itself, as Next.js and require() expect.
    footer: { js: "if (module.exports.default) module.exports = module.exports.default;" },
  });
}

const [folder = ".next-server", ...named] = process.argv.slice(2);
buildServer(folder, named.length > 0 ? Object.fromEntries(named.map((pair) => pair.split("="))) : serverEntries);
if (named.length === 0) buildStoryWorker(folder);
