import "server-only";
import { mediaOf } from "@/lib/media/find-media";
import { variantPlan, variantsOf } from "@/lib/media/variants";
import { focalPointOf } from "./focal-point";
import type { StoredPhoto } from "./ImageField";

/** The edit form's preview is a page-sized WebP: the original may be a 12-megapixel photo. */
const PREVIEW_WIDTH = 960;

/** The uploaded photo a post's image names, as the edit form shows it with its focal point; null for any other. */
export async function storedPhotoOf(image: string): Promise<StoredPhoto | null> {
  const media = await mediaOf(image);
  if (!media) return null;
  const sizes = variantsOf(variantPlan(media), "page", "webp");
  const preview = sizes.find((variant) => variant.width >= PREVIEW_WIDTH) ?? sizes[sizes.length - 1];
  return {
    url: image,
    hash: media.hash,
    preview: preview.url,
    focus: focalPointOf(media.focusX, media.focusY),
  };
}
