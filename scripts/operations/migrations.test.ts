import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "./migrations";

describe("applying migrations", () => {
  it("migrates a fresh file without asking Prisma's update server", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-migrate-"));
    try {
      // The CLI's own debug channel says whether its update check ran.
      const result = applyMigrations({
        ...process.env,
        DATABASE_URL: `file:${path.join(folder, "fresh.db")}`,
        DEBUG: "prisma:cli:checkpoint",
      });
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/migrations have been successfully applied|All migrations have been/);
      expect(result.stderr).toContain("runCheckpointClientCheck() is disabled by the CHECKPOINT_DISABLE env var");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
