// The page cache handler and its Redis connection compiled as `npm run build:server` compiles them, for tests that
// load them as Next.js does and in a second plain Node.js process. They go inside the project so that their
// require("redis") finds node_modules; the folder is removed after the test file.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..", "..");
fs.mkdirSync(path.join(root, "node_modules", ".cache"), { recursive: true });
const folder = fs.mkdtempSync(path.join(root, "node_modules", ".cache", "page-cache-"));
execFileSync(
  path.join(root, "node_modules", ".bin", "tsx"),
  [
    "scripts/operations/build-server.ts",
    folder,
    "page-cache-handler=lib/page-cache-handler.ts",
    "redis-connection=lib/page-cache/redis-connection.ts",
  ],
  { cwd: root },
);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

export const HANDLER = path.join(folder, "page-cache-handler.cjs");
export const CONNECTION = path.join(folder, "redis-connection.cjs");
