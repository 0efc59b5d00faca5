// One production build for every app server: made with `npm run build` (the server entry included) when the folder
// has none, against the cluster's own database.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { holdsBuild } from "../../../lib/next-internals";

/** What `npm run build:server` compiles: the server entry and the page cache handler next.config.ts names. */
const SERVER_FILES = ["start-server.cjs", "page-cache-handler.cjs"].map((file) => path.join(".next-server", file));
const TSCONFIG = path.join(process.cwd(), "tsconfig.json");

export const hasBuild = (distDir: string) => holdsBuild(distDir) && SERVER_FILES.every((file) => fs.existsSync(file));

export function ensureBuild(distDir: string, env: Record<string, string>): void {
  if (hasBuild(distDir)) return;
  console.log(`Building into ${distDir}...`);
  // next build adds a new dist dir's types to tsconfig.json: the bench's folder is a throwaway, the file stays as it was.
  const tsconfig = fs.readFileSync(TSCONFIG, "utf8");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
  });
  fs.writeFileSync(TSCONFIG, tsconfig);
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
