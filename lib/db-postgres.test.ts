// PostgreSQL only (jest.config.mjs runs *-postgres.test.ts in its PostgreSQL project): what SQLite's single writer and
// local file gave for free, and PostgreSQL's own refusals.
import { aPost } from "@/scripts/testing/post-fixture";
import { toErrorResponse } from "./api/errors";
import { createPrismaClient, db, POSTGRES_POOL_SIZE } from "./db";
import { createPost } from "./newsroom/create-post";
import { etagOf } from "./etag";
import { StaleVersionError } from "./newsroom/errors";
import { listRevisions } from "./newsroom/revisions";
import { updatePost } from "./newsroom/update-post";
import { eventually } from "@/scripts/testing/eventually";

afterAll(() => db.$disconnect());

const by = { savedBy: "prueba@pulso.test" };
const statusOf = (error: unknown) => toErrorResponse(error).status;

/** This database's connections inside a transaction, other than the test's own client's. */
async function activeConnections(): Promise<number> {
  const [{ connections }] = await db.$queryRaw<{ connections: number }[]>`
    SELECT COUNT(*)::int AS connections FROM pg_stat_activity
    WHERE datname = current_database() AND state LIKE 'idle in transaction%'`;
  return connections;
}

async function refusal(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error("the write was accepted");
}

describe("PostgreSQL as the news store", () => {
  it("is the database of this run", async () => {
    const [{ server }] = await db.$queryRaw<{ server: string }[]>`SELECT current_setting('server_version') AS server`;
    expect(server).toMatch(/^\d+\.\d+/);
  });

  it("of two changes sent with the same If-Match, keeps one and refuses the other as stale, numbering revisions 1, 2", async () => {
    const { post } = await createPost({ ...aPost(), ...by });
    const ifMatch = etagOf(post.version);
    const results = await Promise.allSettled(
      ["Primera", "Segunda"].map((title) => updatePost(post.id, { title }, { ...by, ifMatch })),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(StaleVersionError);
    expect((await listRevisions(post.id))?.map((revision) => revision.number)).toEqual([2, 1]);
  });

  it("applies every one of many changes sent at once without an If-Match, each a revision of its own", async () => {
    const { post } = await createPost({ ...aPost(), ...by });
    const titles = Array.from({ length: 6 }, (_, index) => `Título ${index}`);
    await Promise.all(titles.map((title) => updatePost(post.id, { title }, by)));
    const revisions = (await listRevisions(post.id)) ?? [];
    expect(revisions.map((revision) => revision.number)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(new Set(revisions.slice(0, 6).map((revision) => revision.title))).toEqual(new Set(titles));
  });

  it("gives its connection back after a transaction whose COMMIT failed, however many fail", async () => {
    // A deferred unique key is checked at COMMIT, as SERIALIZABLE's read/write dependencies are (40001 "during commit
    // attempt"): each such failure used to keep its pooled connection, and the pool's size of them stopped every query.
    const client = createPrismaClient(process.env.DATABASE_URL);
    await client.$executeRawUnsafe(
      'CREATE TABLE "CommitCheck" ("id" integer, CONSTRAINT "CommitCheck_id" UNIQUE ("id") DEFERRABLE INITIALLY DEFERRED)',
    );
    for (let attempt = 0; attempt <= POSTGRES_POOL_SIZE; attempt++) {
      const refused = client.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('INSERT INTO "CommitCheck" ("id") VALUES (1), (1)');
      });
      await expect(refused).rejects.toThrow(/UniqueConstraint/);
    }
    expect(await client.$queryRawUnsafe('SELECT COUNT(*)::int AS "rows" FROM "CommitCheck"')).toEqual([{ rows: 0 }]);
    await client.$disconnect();
  }, 20_000);

  it("disconnects while a transaction still waits for a connection, and gives every connection back", async () => {
    // Prisma cancels the transactions it knows of at disconnect, and the pool then hands a freed connection to one
    // still waiting for it: that one kept it, and the pool's end waited for it for ever.
    const client = createPrismaClient(process.env.DATABASE_URL);
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const holding = Array.from({ length: POSTGRES_POOL_SIZE }, () =>
      client.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        await held;
      }),
    );
    const waiting = client.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 10_000 });
    await eventually(async () => (await activeConnections()) >= POSTGRES_POOL_SIZE);
    await expect(client.$disconnect()).resolves.toBeUndefined();
    finish();
    expect(await Promise.allSettled([...holding, waiting])).toHaveLength(POSTGRES_POOL_SIZE + 1);
    expect(await activeConnections()).toBe(0);
  });

  it("answers 503 when the server does not answer", async () => {
    const down = createPrismaClient("postgresql://postgres@127.0.0.1:1/news");
    const error = await refusal(down.post.count());
    expect(statusOf(error)).toBe(503);
    await down.$disconnect();
  });

  it("answers 503 when the database takes no writes (read-only, 25006), and stores nothing", async () => {
    const [{ name }] = await db.$queryRaw<{ name: string }[]>`SELECT current_database()::text AS name`;
    await db.$executeRawUnsafe(`ALTER DATABASE "${name}" SET default_transaction_read_only = on`);
    const readOnly = createPrismaClient(process.env.DATABASE_URL);
    try {
      const before = await readOnly.post.count();
      const error = await refusal(readOnly.post.create({ data: aPost() }));
      expect(statusOf(error)).toBe(503);
      expect(await readOnly.post.count()).toBe(before);
    } finally {
      await readOnly.$disconnect();
      await db.$executeRawUnsafe(`ALTER DATABASE "${name}" RESET default_transaction_read_only`);
    }
  });

  it("answers 409 for a duplicate id, as on SQLite, and not 503", async () => {
    const input = aPost();
    await createPost({ ...input, ...by });
    const error = await refusal(createPost({ ...input, ...by }));
    expect(statusOf(error)).toBe(409);
  });
});
