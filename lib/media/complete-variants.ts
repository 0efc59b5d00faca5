// Bringing older uploads up to the current plan when the server starts (lib/public-upkeep.ts).
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../db";
import type { Media } from "./find-media";
import type { MediaFormat } from "./formats";
import { makeVariants } from "./make-variants";
import { mediaFolder } from "./media-folder";
import { mediaWork } from "./media-queue";
import { measureUpload } from "./media-room";
import { originalFile } from "./media-url";
import { variantPlan, type Variant } from "./variants";

/** The files of the upload's current plan that its folder lacks; none when the folder itself is gone. */
async function missingVariants(media: Media): Promise<Variant[]> {
  const stored = await fs.readdir(mediaFolder(media.hash)).catch(() => null);
  if (!stored) return [];
  const names = new Set(stored);
  return variantPlan(media).filter((variant) => !names.has(variant.file));
}

/**
 * Makes, from the stored originals, the variants a change of the plan added since an upload was stored (a new width),
 * so that pages naming them never point at a missing file, and measures the folders it changed or never measured.
 * Returns how many uploads it completed.
 */
export async function completeVariants(): Promise<number> {
  let completed = 0;
  for (const media of await db.media.findMany({ orderBy: { hash: "asc" } })) {
    const missing = await missingVariants(media);
    if (missing.length > 0) {
      const folder = mediaFolder(media.hash);
      await mediaWork.inTurn(() =>
        makeVariants(path.join(folder, originalFile(media.format as MediaFormat)), media, folder, missing),
      );
      completed += 1;
    }
    if (missing.length > 0 || media.storedBytes === 0) await measureUpload(media.hash);
  }
  return completed;
}
