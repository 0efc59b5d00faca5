import { createPrismaClient } from "../db";
import { checkMigrations, shippedMigrations } from "./migration-state";
import { NotReady } from "./readiness";

const db = createPrismaClient();
afterAll(() => db.$disconnect());

describe("the migrations a server needs", () => {
  const url = process.env.DATABASE_URL!;
  const shipped = shippedMigrations(url);

  it("lists the build's migrations for this kind of database, oldest first", () => {
    expect(shipped.length).toBeGreaterThan(5);
    expect([...shipped].sort()).toEqual(shipped);
    expect(shipped.every((name) => /^\d{14}_\w+$/.test(name))).toBe(true);
  });

  it("passes a database migrated to the build, and names the latest one when the database lacks it", async () => {
    await expect(checkMigrations(db, shipped)).resolves.toBeUndefined();
    const latest = shipped[shipped.length - 1];
    await db.$executeRawUnsafe(
      `UPDATE "_prisma_migrations" SET "rolled_back_at" = "finished_at" WHERE "migration_name" = '${latest}'`,
    );
    try {
      await expect(checkMigrations(db, shipped)).rejects.toThrow(NotReady);
      await expect(checkMigrations(db, shipped)).rejects.toThrow(`migrations not applied: ${latest}`);
    } finally {
      await db.$executeRawUnsafe(
        `UPDATE "_prisma_migrations" SET "rolled_back_at" = NULL WHERE "migration_name" = '${latest}'`,
      );
    }
  });

  it("is ready for a migration the database has and the build does not know yet (a newer build ran first)", async () => {
    await expect(checkMigrations(db, shipped.slice(0, -1))).resolves.toBeUndefined();
  });
});
