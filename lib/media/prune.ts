// Removing what no page names any more (npm run media:prune): the uploads that no photo column names and no story
// shows, and in the
// uploads kept, the files their current plan no longer has (the crops of an earlier focus, a width the plan dropped).
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../db";
import { env } from "../env";
import { Prisma } from "../generated/prisma/client";
import type { Media } from "./find-media";
import { PARTIAL_PREFIX } from "../write-in-place";
import { mediaFolder, mediaRoot } from "./media-folder";
import { folderBytes, measureUpload } from "./media-room";
import { isMediaHash, mediaHashesIn, mediaHashOf, MEDIA_ROUTE } from "./media-url";
import { PHOTO_COLUMNS, PHOTO_TEXT_COLUMNS, quoted } from "./photo-columns";
import { variantPlan } from "./variants";

/**
 * An editor uploads a photo, then writes the post around it: an upload stored or uploaded again within this time is
 * kept, named or not (storeUpload touches its folder when the same bytes come again). Likewise a crop stays a day after
 * its focus was left, for the pages cached before the change.
 */
export const PRUNE_GRACE_MS = 24 * 60 * 60 * 1000;

export type PruneReport = {
  /** Uploads removed, row and folder, with the bytes their folders held. */
  removed: { hash: string; bytes: number }[];
  /** Uploads kept because something names them, or because they are recent. */
  kept: number;
  /** Files of kept uploads that their plan no longer names, removed, with their bytes. */
  stale: { hash: string; files: string[]; bytes: number }[];
  /** Folders left by interrupted uploads (no row), removed. */
  leftovers: string[];
};

/** Rows of text read at a time: the bodies of an archive of 100,000 stories are never in memory at once. */
const TEXT_BATCH = 500;

const fromTable = (column: { table: string }) => Prisma.raw(`"${column.table}"`);

/** Each table's primary key, the order its text is read in batches. */
const TEXT_KEYS: Record<(typeof PHOTO_TEXT_COLUMNS)[number]["table"], Prisma.Sql> = {
  Post: Prisma.raw('"id"'),
  PostRevision: Prisma.raw('"postId", "number"'),
  Event: Prisma.raw('"id"'),
  LiveUpdate: Prisma.raw('"id"'),
  Edition: Prisma.raw('"id"'),
};

/** Every upload a story's Markdown shows: in the posts and their revisions, events, live updates and boletines. */
async function hashesInText(): Promise<string[]> {
  const like = `%${MEDIA_ROUTE}/%`;
  const hashes: string[] = [];
  for (const column of PHOTO_TEXT_COLUMNS) {
    for (let offset = 0; ; offset += TEXT_BATCH) {
      const rows = await db.$queryRaw<{ text: string }[]>`SELECT ${quoted(column)} AS "text" FROM ${fromTable(column)}
        WHERE ${quoted(column)} LIKE ${like} ORDER BY ${TEXT_KEYS[column.table]} LIMIT ${TEXT_BATCH} OFFSET ${offset}`;
      for (const { text } of rows) hashes.push(...mediaHashesIn(text));
      if (rows.length < TEXT_BATCH) break;
    }
  }
  return hashes;
}

/** Every upload some photo column names, now or in any saved version, or some story's Markdown shows. */
async function namedHashes(): Promise<Set<string>> {
  const like = `%${MEDIA_ROUTE}/%`;
  const selects = PHOTO_COLUMNS.map(
    (column) =>
      Prisma.sql`SELECT ${quoted(column)} AS "address" FROM ${fromTable(column)} WHERE ${quoted(column)} LIKE ${like}`,
  );
  const rows = await db.$queryRaw<{ address: string }[]>`${Prisma.join(selects, " UNION ")}`;
  const addressed = rows.map(({ address }) => mediaHashOf(address, env().SITE_URL)).filter((hash) => hash !== null);
  return new Set([...addressed, ...(await hashesInText())]);
}

const touchedSince = async (folder: string, since: number) =>
  ((await fs.lstat(folder).catch(() => null))?.mtimeMs ?? 0) > since;

/**
 * The row goes only if, in the same statement, no photo column names the upload and no story's text shows it (one
 * saved since the list was read keeps it); its folder goes after its row, so a page never names a row whose files are gone.
 */
async function removeUnlessNamed(hash: string): Promise<boolean> {
  const like = `%${MEDIA_ROUTE}/${hash}/%`;
  const unnamed = [...PHOTO_COLUMNS, ...PHOTO_TEXT_COLUMNS].map(
    (column) => Prisma.sql`NOT EXISTS (SELECT 1 FROM ${fromTable(column)} WHERE ${quoted(column)} LIKE ${like})`,
  );
  const deleted = await db.$executeRaw`DELETE FROM "Media" WHERE "hash" = ${hash} AND ${Prisma.join(unnamed, " AND ")}`;
  if (deleted === 0) return false;
  await fs.rm(mediaFolder(hash), { recursive: true, force: true });
  return true;
}

/**
 * The files of a kept upload that its plan does not name, once its folder has not changed for a day: a new focus
 * writes its crops there, so the crops of the one before have been out of every page for at least that long.
 */
async function removeStale(media: Media, since: number, dryRun: boolean): Promise<PruneReport["stale"][number] | null> {
  const folder = mediaFolder(media.hash);
  if (await touchedSince(folder, since)) return null;
  const planned = new Set(variantPlan(media).map(({ file }) => file));
  const names = await fs.readdir(folder).catch(() => []);
  const files = names.filter((name) => !name.startsWith("original.") && !planned.has(name));
  if (files.length === 0) return null;
  const sizes = await Promise.all(files.map((name) => fs.lstat(path.join(folder, name)).then((stat) => stat.size)));
  if (!dryRun) {
    for (const name of files) await fs.rm(path.join(folder, name), { force: true });
    await measureUpload(media.hash);
  }
  return { hash: media.hash, files, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** What prune would remove (dryRun) or removes: never an upload that a photo column names, nor a file a page shows. */
export async function pruneMedia({ now = Date.now(), dryRun = false } = {}): Promise<PruneReport> {
  const since = now - PRUNE_GRACE_MS;
  const named = await namedHashes();
  const rows = await db.media.findMany();
  const report: PruneReport = { removed: [], kept: 0, stale: [], leftovers: [] };
  for (const media of rows) {
    const { hash, createdAt } = media;
    const recent = createdAt.getTime() > since || (await touchedSince(mediaFolder(hash), since));
    const bytes = await folderBytes(mediaFolder(hash));
    if (!named.has(hash) && !recent && (dryRun || (await removeUnlessNamed(hash)))) {
      report.removed.push({ hash, bytes });
      continue;
    }
    report.kept += 1;
    const stale = await removeStale(media, since, dryRun);
    if (stale) report.stale.push(stale);
  }
  const stored = new Set(rows.map(({ hash }) => hash));
  const entries = await fs.readdir(mediaRoot()).catch(() => []);
  for (const name of entries) {
    const orphan = (isMediaHash(name) && !stored.has(name) && !named.has(name)) || name.startsWith(PARTIAL_PREFIX);
    if (!orphan || (await touchedSince(path.join(mediaRoot(), name), since))) continue;
    if (!dryRun) await fs.rm(path.join(mediaRoot(), name), { recursive: true, force: true });
    report.leftovers.push(name);
  }
  return report;
}
