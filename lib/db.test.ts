import { BUSY_TIMEOUT_MS, createPrismaClient } from "./db";

describe("SQLite connection", () => {
  const client = createPrismaClient();
  afterAll(() => client.$disconnect());

  const pragma = async (name: string) => {
    const rows = await client.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`);
    return Object.values(rows[0])[0];
  };

  it("runs in WAL mode", async () => {
    expect(await pragma("journal_mode")).toBe("wal");
  });

  it("syncs fully on every commit", async () => {
    expect(Number(await pragma("synchronous"))).toBe(2);
  });

  it("waits at least five seconds for a lock", async () => {
    expect(BUSY_TIMEOUT_MS).toBeGreaterThanOrEqual(5000);
    expect(Number(await pragma("busy_timeout"))).toBe(BUSY_TIMEOUT_MS);
  });
});
