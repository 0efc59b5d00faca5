// Storing an upload: the original byte for byte and every variant of the plan, in the folder named by its hash,
// then its Media row, which records what the folder holds. A refused or failed upload leaves no file and no row.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../db";
import { MediaNotFoundError } from "./errors";
import { findMedia, type Media } from "./find-media";
import type { MediaFormat } from "./formats";
import { inspectUpload } from "./inspect-upload";
import { makeVariants } from "./make-variants";
import { mediaFolder, partialFolder } from "./media-folder";
import { mediaWork } from "./media-queue";
import { ensureMediaRoom, folderBytes } from "./media-room";
import { originalFile } from "./media-url";
import type { ReceivedFile } from "./received-file";
import { CROP_KINDS, variantPlan } from "./variants";

export type Focus = { focusX: number; focusY: number };
export const CENTRE: Focus = { focusX: 0.5, focusY: 0.5 };

/** The upload and whether this call stored it (false: the same bytes were stored before). */
export type StoredUpload = { media: Media; created: boolean };

type Upload = ReceivedFile & { format: MediaFormat; width: number; height: number };

async function storeNew(
  { path: received, bytes, format, hash, width, height }: Upload,
  focus: Focus,
  signal?: AbortSignal,
): Promise<Media> {
  await ensureMediaRoom(bytes);
  const shape = { hash, width, height, ...focus };
  const folder = await partialFolder();
  let storedBytes: number;
  try {
    const original = path.join(folder, originalFile(format));
    await fs.rename(received, original);
    await makeVariants(original, shape, folder, variantPlan(shape), signal);
    storedBytes = await folderBytes(folder);
    // A folder without a row can only be what an upload interrupted between these two steps left: nothing names it.
    await fs.rm(mediaFolder(hash), { recursive: true, force: true });
    await fs.rename(folder, mediaFolder(hash));
  } catch (error) {
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
  try {
    const row = { hash, format, width, height, bytes, storedBytes, ...focus };
    return await db.media.upsert({ where: { hash }, create: row, update: row });
  } catch (error) {
    await fs.rm(mediaFolder(hash), { recursive: true, force: true });
    throw error;
  }
}

/**
 * The same bytes again: their folder is touched, so prune keeps them a while for the post about to name them. False
 * when the folder is gone (a database restored without its media): the upload is then stored again.
 */
async function touch(hash: string): Promise<boolean> {
  const now = new Date();
  return fs.utimes(mediaFolder(hash), now, now).then(
    () => true,
    () => false,
  );
}

/**
 * Stores a received file once, and removes it from where it arrived: the same bytes uploaded again give the stored
 * upload. What inspectUpload refuses is refused before decoding, a corrupt or truncated image while decoding (400).
 * Uploads are made one at a time, and no further once `signal` says their client has gone.
 */
export async function storeUpload(
  file: ReceivedFile,
  focus: Focus = CENTRE,
  signal?: AbortSignal,
): Promise<StoredUpload> {
  try {
    const shape = await inspectUpload(file.path);
    const stored = await findMedia(file.hash);
    if (stored && (await touch(file.hash))) return { media: stored, created: false };
    return await mediaWork.inTurn(async () => {
      const before = await findMedia(file.hash);
      if (before && (await touch(file.hash))) return { media: before, created: false };
      return { media: await storeNew({ ...file, ...shape }, focus, signal), created: true };
    }, signal);
  } finally {
    await fs.rm(file.path, { force: true });
  }
}

/**
 * Moves an upload's focus: the crops for the new one are made from the stored original under new names, unless the
 * media folder is full. The crops of earlier focuses stay, since pages cached before the change still name them, until
 * prune finds them a day old.
 */
export function changeFocus(hash: string, focus: Focus, signal?: AbortSignal): Promise<Media> {
  return mediaWork.inTurn(async () => {
    const media = await findMedia(hash);
    if (!media) throw new MediaNotFoundError(hash);
    const moved = { ...media, ...focus };
    await ensureMediaRoom(0);
    const crops = variantPlan(moved).filter((variant) => (CROP_KINDS as string[]).includes(variant.kind));
    const folder = mediaFolder(hash);
    await makeVariants(path.join(folder, originalFile(media.format as MediaFormat)), moved, folder, crops, signal);
    return db.media.update({ where: { hash }, data: { ...focus, storedBytes: await folderBytes(folder) } });
  }, signal);
}
