// `next build` into a dist dir of its own, against the database the benchmark will serve.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const TSCONFIG = path.join(process.cwd(), "tsconfig.json");

/**
 * next build adds "<distDir>/types/**" to tsconfig.json's include for every new dist dir; the bench's are
 * throw-away folders, so their lines are taken out again instead of landing in the shared file.
 */
function forgetDistDirTypes(distDir: string): void {
  const text = fs.readFileSync(TSCONFIG, "utf8");
  const escaped = distDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const cleaned = text
    .replace(new RegExp(`\\n\\s*"${escaped}/(dev/)?types/\\*\\*/\\*\\.ts",?`, "g"), "")
    .replace(/,(\s*\])/, "$1");
  if (cleaned !== text) fs.writeFileSync(TSCONFIG, cleaned);
}

/**
 * Turbopack resolves nothing outside the project's folder, so it cannot build a git worktree whose node_modules is a
 * link to another checkout's ("Could not find the Next.js package"); webpack follows the link.
 */
const bundlerArgs = () =>
  fs.lstatSync(path.join(process.cwd(), "node_modules")).isSymbolicLink() ? ["--webpack"] : [];

export function buildInto(distDir: string, env: Record<string, string>, log: string): void {
  // First: next build loads the page cache handler it compiles (next.config.ts).
  const entry = spawnSync("npm", ["run", "--silent", "build:server"], { encoding: "utf8" });
  if (entry.status !== 0) throw new Error(`building the server entry failed\n${entry.stdout}${entry.stderr}`);
  const result = spawnSync(path.join(process.cwd(), "node_modules", ".bin", "next"), ["build", ...bundlerArgs()], {
    encoding: "utf8",
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  forgetDistDirTypes(distDir);
  fs.writeFileSync(log, `${result.stdout}${result.stderr}`);
  if (result.status !== 0) throw new Error(`next build failed; see ${log}\n${result.stderr.slice(-4000)}`);
}
