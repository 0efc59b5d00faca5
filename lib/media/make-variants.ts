// Making an upload's variants from its original: decoded once, then each variant cut, scaled and written in turn.
import "server-only";
import path from "node:path";
import { writeInPlace } from "../write-in-place";
import { stopIfGone } from "./media-queue";
import { decodeUpright, encodeVariant, workingWidth } from "./render";
import type { MediaShape, Variant } from "./variants";

/**
 * Decodes the original at the size its variants need, then makes them one after another, as long as the client waits
 * for them: encoding two at once made an upload a third faster but lifted the server's peak with four 12-megapixel
 * uploads from 100 to 140 MB above its peak under page load (see docs/performance.md).
 */
export async function makeVariants(
  original: string,
  media: MediaShape,
  folder: string,
  variants: Variant[],
  signal?: AbortSignal,
): Promise<void> {
  const upright = await decodeUpright(original, workingWidth(media, variants));
  for (const variant of variants) {
    stopIfGone(signal);
    await writeInPlace(path.join(folder, variant.file), await encodeVariant(upright, media, variant));
  }
}
