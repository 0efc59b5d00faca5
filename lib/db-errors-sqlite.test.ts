import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { fillDisk, makeReadOnly, makeWritable, mountSmallDisk, unmount } from "@/scripts/testing/storage";
import { toErrorResponse } from "./api/errors";
import { databaseFile } from "./database-url";
import { createPrismaClient } from "./db";
import { isStoreUnavailable } from "./db-errors";
import { serializable } from "./db-transaction";
import { aPost } from "@/scripts/testing/post-fixture";

const LONG_TEXT = "Crónica de la noche, set por set. ".repeat(290);
const isRoot = process.getuid?.() === 0;
const asRoot = isRoot ? it : it.skip;
const UNAVAILABLE = { unavailable: true, status: 503, code: "unavailable" };

let folder: string;
/** What each test undoes, last first: locks, mounts, clients. */
const undo: (() => unknown)[] = [];

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-db-errors-"));
});
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A copy of this run's migrated database in the test's folder, and a client of its own on it. */
function copyOfTheDatabase() {
  const file = path.join(folder, "news.db");
  const source = new Database(databaseFile(process.env.DATABASE_URL!));
  try {
    source.prepare("VACUUM INTO ?").run(file);
  } finally {
    source.close();
  }
  const db = createPrismaClient(`file:${file}`);
  undo.push(() => db.$disconnect());
  return { file, db };
}

/** Root ignores file modes, so as root the folder is made immutable instead (see scripts/testing/storage.ts). */
function makeFolderReadOnly(): void {
  if (isRoot) makeReadOnly(folder);
  else fs.chmodSync(folder, 0o555);
  undo.push(() => (isRoot ? makeWritable(folder) : fs.chmodSync(folder, 0o755)));
}

function holdTheWriteLock(file: string): void {
  const holder = new Database(file);
  holder.exec("BEGIN IMMEDIATE");
  undo.push(() => holder.exec("ROLLBACK").close());
}

const refusalOf = (write: Promise<unknown>) =>
  write.then(
    () => {
      throw new Error("the write was accepted");
    },
    (error: unknown) => error,
  );

/** What the driver's error is now, and what the API answers for it. */
async function answerTo(error: unknown) {
  const response = toErrorResponse(error);
  return { unavailable: isStoreUnavailable(error), status: response.status, code: (await response.json()).error.code };
}

describe("a store that cannot accept writes, told by the driver's codes", () => {
  it("a read-only database file (SQLITE_READONLY)", async () => {
    const { file, db } = copyOfTheDatabase();
    makeReadOnly(file);
    undo.push(() => makeWritable(file));
    const error = await refusalOf(db.post.create({ data: aPost() }));
    expect(error).toMatchObject({ code: "SQLITE_READONLY" });
    expect(await answerTo(error)).toEqual(UNAVAILABLE);
  });

  it("a folder where the write-ahead log cannot be made (SQLITE_CANTOPEN)", async () => {
    const { db } = copyOfTheDatabase();
    makeFolderReadOnly();
    const error = await refusalOf(db.post.create({ data: aPost() }));
    expect(error).toMatchObject({ code: "SQLITE_CANTOPEN" });
    expect(await answerTo(error)).toEqual(UNAVAILABLE);
  });

  it("a lock held by another writer while the site connects (SQLITE_BUSY, as the driver adapter's own error)", async () => {
    const { file, db } = copyOfTheDatabase();
    holdTheWriteLock(file);
    const error = await refusalOf(db.post.create({ data: aPost() }));
    expect(error).toMatchObject({ name: "DriverAdapterError", cause: { originalCode: "SQLITE_BUSY" } });
    expect(await answerTo(error)).toEqual(UNAVAILABLE);
  });

  it("a lock held by another writer past the busy timeout (SQLITE_BUSY, which Prisma reports as a timeout)", async () => {
    const { file, db } = copyOfTheDatabase();
    await db.post.count();
    holdTheWriteLock(file);
    const error = (await refusalOf(db.post.create({ data: aPost() }))) as { code: string; meta: object };
    expect(error.code).toBe("P1008");
    expect(error.meta).toMatchObject({ driverAdapterError: { cause: { originalCode: "SQLITE_BUSY" } } });
    expect(await answerTo(error)).toEqual(UNAVAILABLE);
  });

  asRoot("a full disk (SQLITE_FULL), on a small tmpfs", async () => {
    expect(mountSmallDisk(folder, 2)).toBe(true);
    undo.push(() => unmount(folder));
    const { db } = copyOfTheDatabase();
    await db.post.create({ data: aPost() });
    fillDisk(path.join(folder, "filler"));
    let error: unknown;
    for (let n = 0; n < 100 && error === undefined; n++) {
      const long = aPost({ introduction: LONG_TEXT, climax: LONG_TEXT });
      error = await db.post.create({ data: long }).then(
        () => undefined,
        (refused: unknown) => refused,
      );
    }
    expect(error).toMatchObject({ code: "SQLITE_FULL" });
    expect(await answerTo(error)).toEqual(UNAVAILABLE);
  });

  it("not a duplicate id, nor an error that only reads like SQLite's", async () => {
    const { db } = copyOfTheDatabase();
    const post = aPost();
    await db.post.create({ data: post });
    const duplicate = await refusalOf(db.post.create({ data: post }));
    expect(duplicate).toMatchObject({ code: "P2002" });
    expect(isStoreUnavailable(duplicate)).toBe(false);
    expect(isStoreUnavailable(new Error("SQLITE_FULL: database or disk is full"))).toBe(false);
  });
});

describe("a transaction whose read went stale before it wrote", () => {
  it("is run again from a fresh read when another process wrote in between (SQLITE_BUSY_SNAPSHOT)", async () => {
    const { file, db } = copyOfTheDatabase();
    // Another process, as an operator's command beside the site: it never waits for a lock, so a wrong guess fails.
    const other = new Database(file, { timeout: 0 });
    undo.push(() => other.close());
    let attempts = 0;
    const seen = await serializable(
      async (tx) => {
        attempts += 1;
        const before = await tx.dataUpgrade.count();
        if (attempts === 1) other.prepare(`INSERT INTO "DataUpgrade" (name, appliedAt) VALUES ('beside', 0)`).run();
        await tx.dataUpgrade.create({ data: { name: `mine-${attempts}` } });
        return before;
      },
      { client: db },
    );
    expect(attempts).toBe(2);
    expect(await db.dataUpgrade.findMany({ where: { name: { in: ["beside", "mine-1", "mine-2"] } } })).toEqual([
      expect.objectContaining({ name: "beside" }),
      expect.objectContaining({ name: "mine-2" }),
    ]);
    expect(seen).toBe((await db.dataUpgrade.count()) - 1);
  });
});
