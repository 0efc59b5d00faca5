import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { parseEnv } from "./lib/env-schema";

// Every Prisma command reads this file first: none of them asks Prisma's update server for a newer version
// (postinstall's `prisma generate` and a developer's `migrate diff` included, not only the deploy of
// scripts/operations/migrations.ts).
process.env.CHECKPOINT_DISABLE = "1";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  engine: "js",
  experimental: { adapter: true },
  adapter: async () => new PrismaBetterSQLite3({ url: parseEnv().DATABASE_URL }),
});
