import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { isPostgresUrl, prismaFolder } from "./lib/database-url";
import { settings } from "./lib/env-schema";
import { migrateAdapter } from "./prisma/postgresql/migrate-adapter";

// Every Prisma command reads this file first: none of them asks Prisma's update server for a newer version
// (postinstall's `prisma generate` and a developer's `migrate diff` included, not only the deploy of
// scripts/operations/migrations.ts).
// eslint-disable-next-line no-restricted-properties -- Prisma's own switch, not a setting of the site.
process.env.CHECKPOINT_DISABLE = "1";

// Prisma fixes the provider per schema.
const folder = prismaFolder(settings().DATABASE_URL);

export default defineConfig({
  schema: path.join(folder, "schema.prisma"),
  migrations: { path: path.join(folder, "migrations") },
  engine: "js",
  experimental: { adapter: true },
  adapter: async () => {
    const url = settings().DATABASE_URL;
    return isPostgresUrl(url) ? migrateAdapter(url) : new PrismaBetterSQLite3({ url });
  },
});
