import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db, onPostgres } from "@/lib/db";
import { env } from "@/lib/env";
import { storeUpload } from "@/lib/media/media-store";
import { findPost, listPostCards } from "@/lib/posts";
import { phonePhoto } from "../testing/image-fixtures";
import { anUploadedImage } from "../testing/media-fixture";
import { aPost } from "../testing/post-fixture";
import { publishPost } from "../testing/publish-post";
import { receivedFile } from "../testing/received-file";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-restore-drill-"));
afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(folder, { recursive: true, force: true });
});

const operation = (script: string, args: string[]) =>
  spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", `scripts/operations/${script}.ts`, ...args], {
    env: process.env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

/** Every file under MEDIA_DIR with its bytes. */
function photos(): Record<string, Buffer> {
  const files = fs.readdirSync(env().MEDIA_DIR, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  return Object.fromEntries(
    files.map((f) => [
      path.relative(env().MEDIA_DIR, path.join(f.parentPath, f.name)),
      fs.readFileSync(path.join(f.parentPath, f.name)),
    ]),
  );
}

async function publishWithPhoto(width: number) {
  const { media } = await storeUpload(receivedFile(await phonePhoto({ width, height: 400 })));
  return publishPost(aPost({ image: anUploadedImage(media) }));
}

const backupFile = (name: string) => path.join(folder, `${name}.${onPostgres() ? "dump" : "db"}`);

describe("the restore drill", () => {
  it("publish, back up, publish more, restore: the site serves exactly the backed-up posts and photos", async () => {
    const kept = await publishWithPhoto(600);
    const [cards, post, files] = [await listPostCards(), await findPost(kept.id), photos()];
    expect(cards.map((card) => card.id)).toContain(kept.id);
    expect(post?.media).not.toBeNull();

    const out = backupFile("respaldo");
    const backup = operation("backup", ["--out", out]);
    expect({ status: backup.status, stderr: backup.stderr }).toEqual({ status: 0, stderr: "" });
    expect(backup.stdout).toContain(`Backup of ${cards.length} posts written to ${out}`);

    const later = await publishWithPhoto(640);
    expect(await findPost(later.id)).not.toBeNull();
    await db.$disconnect();

    const restore = operation("restore", [out, "--yes"]);
    expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: "" });
    expect(restore.stdout).toContain(`Restored ${out}`);

    expect(await listPostCards()).toEqual(cards);
    expect(await findPost(kept.id)).toEqual(post);
    expect(await findPost(later.id)).toBeNull();
    expect(photos()).toEqual(files);
  }, 120_000);

  it("refuses a backup whose schema is newer than the code, one of the other database, and asks before restoring", async () => {
    await db.$executeRawUnsafe(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "finished_at", "applied_steps_count") VALUES ('futuro', 'x', '29991231000000_future', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, 1)`,
    );
    const out = backupFile("de-codigo-nuevo");
    expect(operation("backup", ["--out", out]).status).toBe(0);
    await db.$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE "id" = 'futuro'`);

    const newer = operation("restore", [out, "--yes"]);
    expect(newer.status).toBe(1);
    expect(newer.stderr).toMatch(/comes from newer code.*29991231000000_future/);

    const other = path.join(folder, "otra.bak");
    fs.writeFileSync(other, onPostgres() ? "SQLite format 3\0" : "PGDMP");
    const mismatch = operation("restore", [other, "--yes"]);
    expect(mismatch.status).toBe(1);
    expect(mismatch.stderr).toMatch(
      /is a (SQLite|PostgreSQL) backup, but DATABASE_URL names a (PostgreSQL|SQLite) database/,
    );

    const sound = backupFile("respaldo-sin-confirmar");
    expect(operation("backup", ["--out", sound]).status).toBe(0);
    const later = await publishPost(aPost());
    const unasked = operation("restore", [sound]);
    expect({ status: unasked.status, stderr: unasked.stderr }).toEqual({
      status: 1,
      stderr: "Nothing restored: run it on a terminal to be asked, or pass --yes.\n",
    });
    expect(await findPost(later.id)).not.toBeNull();
  }, 120_000);
});
