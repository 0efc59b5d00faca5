import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { findPost } from "@/lib/posts";
import { aPost } from "../../testing/post-fixture";
import { publishPost } from "../../testing/publish-post";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-pg-backup-"));
afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(folder, { recursive: true, force: true });
});

function backup(out: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/operations/backup.ts", "--out", out],
    {
      env: process.env,
    },
  );
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => (output.stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output.stderr += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, ...output })));
}

describe("npm run backup on PostgreSQL", () => {
  it("dumps one snapshot while posts are being published, and its restored copy holds exactly its posts", async () => {
    for (let n = 0; n < 5; n++) await publishPost(aPost());
    const out = path.join(folder, "respaldo.dump");
    let publishing = true;
    let published = 0;
    const writer = (async () => {
      while (publishing) {
        await publishPost(aPost());
        published += 1;
      }
    })();
    const result = await backup(out);
    publishing = false;
    await writer;

    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: "" });
    const [, posts, restored] =
      /Backup of (\d+) posts written to (?:.*) \(restored into a scratch database: (\d+) posts\)/.exec(result.stdout)!;
    expect(restored).toBe(posts);
    expect(Number(posts)).toBeGreaterThanOrEqual(5);
    expect(published).toBeGreaterThan(0);
    expect(fs.readFileSync(out).subarray(0, 5).toString()).toBe("PGDMP");
    const scratch = await db.$queryRaw<{ datname: string }[]>`
      SELECT datname::text FROM pg_database WHERE datname LIKE 'edm_backup_check_%'`;
    expect(scratch).toEqual([]);
  }, 120_000);
});

describe("npm run restore on PostgreSQL", () => {
  const restore = (file: string) =>
    spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/operations/restore.ts", file, "--yes"], {
      env: process.env,
      encoding: "utf8",
    });

  async function backedUpThenPublished(name: string) {
    await publishPost(aPost());
    const out = path.join(folder, `${name}.dump`);
    expect((await backup(out)).code).toBe(0);
    return { out, later: await publishPost(aPost()) };
  }

  it("refuses a database with tables the backup does not have, and changes nothing", async () => {
    const { out, later } = await backedUpThenPublished("antes-de-la-tabla");
    await db.$executeRawUnsafe('CREATE TABLE "Futura" ("id" INTEGER)');
    try {
      const result = restore(out);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/tables the backup does not \(public\.Futura\)/);
      expect(await findPost(later.id)).not.toBeNull();
      expect(fs.existsSync(`${env().MEDIA_DIR}.restoring`)).toBe(false);
    } finally {
      await db.$executeRawUnsafe('DROP TABLE "Futura"');
    }
  }, 120_000);

  it("leaves the data as it was when pg_restore fails midway", async () => {
    const { out, later } = await backedUpThenPublished("con-una-vista");
    // A view on "Post" makes --clean's DROP TABLE "Post" fail after other objects were already dropped.
    await db.gonePost.create({ data: { id: "despues-del-respaldo", goneAt: new Date() } });
    await db.$executeRawUnsafe('CREATE VIEW "Titulos" AS SELECT "title" FROM "Post"');
    try {
      const result = restore(out);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/pg_restore failed[^]*other objects depend on it/);
      expect(await findPost(later.id)).not.toBeNull();
      expect(await db.post.count()).toBeGreaterThan(1);
      expect(await db.gonePost.count({ where: { id: "despues-del-respaldo" } })).toBe(1);
    } finally {
      await db.$executeRawUnsafe('DROP VIEW "Titulos"');
    }
  }, 120_000);
});
