// Storing an upload: the original byte for byte and every variant of the plan, in the folder named by its hash,
// then its Media row. A refused or failed upload leaves no file and no row.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../db";
import { MediaNotFoundError } from "./errors";
import { findMedia, type Media } from "./find-media";
import type { MediaFormat } from "./formats";
import { mediaFolder, partialFolder, writeInPlace } from "./media-folder";
import type { ReceivedFile } from "./received-file";
import { originalFile } from "./media-url";
import { inspectUpload } from "./inspect-upload";
import { mediaWork, stopIfGone } from "./media-queue";
import { decodeUpright, encodeVariant, workingWidth, type Upright } from "./render";
import { CROP_KINDS, variantPlan, type MediaShape, type Variant } from "./variants";

export type Focus = { focusX: number; focusY: number };
export const CENTRE: Focus = { focusX: 0.5, focusY: 0.5 };

/** The upload and whether this call stored it (false: the same bytes were stored before). */
export type StoredUpload = { media: Media; created: boolean };

/**
 * One variant after another: encoding two at once made an upload a third faster but lifted the server's peak with four
 * 12-megapixel uploads from 100 to 140 MB above its peak under page load (see docs/performance.md).
 */
async function writeVariants(
  upright: Upright,
  media: MediaShape,
  folder: string,
  variants: Variant[],
  signal?: AbortSignal,
) {
  for (const variant of variants) {
    stopIfGone(signal);
    await writeInPlace(path.join(folder, variant.file), await encodeVariant(upright, media, variant));
  }
}

/** Decodes the original at the size its variants need, then makes them, as long as the client waits for them. */
async function makeVariants(
  original: string,
  media: MediaShape,
  folder: string,
  variants: Variant[],
  signal?: AbortSignal,
) {
  const upright = await decodeUpright(original, workingWidth(media, variants));
  await writeVariants(upright, media, folder, variants, signal);
}

type Upload = ReceivedFile & { format: MediaFormat; width: number; height: number };

async function storeNew(
  { path: received, bytes, format, hash, width, height }: Upload,
  focus: Focus,
  signal?: AbortSignal,
): Promise<Media> {
  const shape = { hash, width, height, ...focus };
  const folder = await partialFolder();
  try {
    const original = path.join(folder, originalFile(format));
    await fs.rename(received, original);
    await makeVariants(original, shape, folder, variantPlan(shape), signal);
    // A folder without a row can only be what an upload interrupted between these two steps left: nothing names it.
    await fs.rm(mediaFolder(hash), { recursive: true, force: true });
    await fs.rename(folder, mediaFolder(hash));
  } catch (error) {
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
  try {
    const row = { hash, format, width, height, bytes, ...focus };
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
 * Moves an upload's focus: the crops for the new one are made from the stored original under new names, and the
 * crops of earlier focuses stay, since pages cached before the change still name them.
 */
export function changeFocus(hash: string, focus: Focus, signal?: AbortSignal): Promise<Media> {
  return mediaWork.inTurn(async () => {
    const media = await findMedia(hash);
    if (!media) throw new MediaNotFoundError(hash);
    const moved = { ...media, ...focus };
    const crops = variantPlan(moved).filter((variant) => (CROP_KINDS as string[]).includes(variant.kind));
    const folder = mediaFolder(hash);
    await makeVariants(path.join(folder, originalFile(media.format as MediaFormat)), moved, folder, crops, signal);
    return db.media.update({ where: { hash }, data: focus });
  }, signal);
}

/** The files of the upload's current plan that its folder lacks; none when the folder itself is gone. */
async function missingVariants(media: Media): Promise<Variant[]> {
  const stored = await fs.readdir(mediaFolder(media.hash)).catch(() => null);
  if (!stored) return [];
  const names = new Set(stored);
  return variantPlan(media).filter((variant) => !names.has(variant.file));
}

/**
 * Makes, from the stored originals, the variants a change of the plan added since an upload was stored (a new width),
 * so that pages naming them never point at a missing file. Returns how many uploads it completed.
 */
export async function completeVariants(): Promise<number> {
  let completed = 0;
  for (const media of await db.media.findMany({ orderBy: { hash: "asc" } })) {
    const missing = await missingVariants(media);
    if (missing.length === 0) continue;
    const folder = mediaFolder(media.hash);
    await mediaWork.inTurn(() =>
      makeVariants(path.join(folder, originalFile(media.format as MediaFormat)), media, folder, missing),
    );
    completed += 1;
  }
  return completed;
}
