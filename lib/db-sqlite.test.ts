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
    expect(Number(await pragma("busy_timeout"))).toBeGreaterThanOrEqual(5000);
    expect(Number(await pragma("busy_timeout"))).toBe(BUSY_TIMEOUT_MS);
  });

  it("writes again after a transaction whose COMMIT failed, with nothing of it stored", async () => {
    // A deferred foreign key is checked at COMMIT: the same failure as a disk that fills up while committing.
    const orphan = client.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("PRAGMA defer_foreign_keys = ON");
      await tx.postRevision.create({
        data: { postId: "no-existe", number: 1, slug: "no-existe", savedBy: "prueba", ...revisionWords },
      });
    });
    await expect(orphan).rejects.toThrow();
    expect(await client.postRevision.count({ where: { postId: "no-existe" } })).toBe(0);
    const [written] = await client.$transaction([
      client.topic.create({ data: { slug: "tras-el-fallo", name: "Tras el fallo" } }),
    ]);
    expect(await client.topic.findUnique({ where: { slug: written.slug } })).toEqual(written);
  }, 10_000);
});

const revisionWords = {
  title: "t",
  description: "d",
  introduction: "i",
  climax: "c",
  conclusion: "c",
  author: "a",
  image: "https://example.mx/a.jpg",
  date: "2025-01-01",
  status: "draft",
};
