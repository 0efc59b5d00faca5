// A post's photo as a mail shows it: an absolute https address a mail program can fetch, and its size in pixels.
import "server-only";
import { imageSource } from "@/lib/images";
import type { MailPhoto } from "@/lib/mail/mail-content";
import type { Media } from "@/lib/media/find-media";
import { variantPlan, variantsOf } from "@/lib/media/variants";
import { absoluteUrl } from "@/lib/urls";

/** The column a mail's photo fills, in CSS pixels (mail-html.ts). */
export const PHOTO_WIDTH = 560;
/** An optimizer width of next.config.ts (deviceSizes): sharp on a screen of density 2 at PHOTO_WIDTH. */
const OPTIMIZED_WIDTH = 1200;

/**
 * An upload's card JPEG (every mail program shows JPEG; not all show WebP), with its known size; an image that
 * next/image optimizes goes through the site's optimizer, at the column's width; any other https image as it is.
 * Only an upload's height is known here: the others are drawn at the column's width and their own proportions.
 */
export function editionPhoto(image: string, alt: string, media: Media | null): MailPhoto | null {
  if (media) {
    const card = variantsOf(variantPlan(media), "card", "jpeg").at(-1)!;
    return { url: absoluteUrl(card.url), alt, width: card.width, height: card.height };
  }
  if (imageSource(image) === "optimized") {
    const optimized = `/_next/image?${new URLSearchParams({ url: image, w: String(OPTIMIZED_WIDTH), q: "75" })}`;
    return { url: absoluteUrl(optimized), alt, width: PHOTO_WIDTH, height: null };
  }
  return image.startsWith("https://") ? { url: image, alt, width: PHOTO_WIDTH, height: null } : null;
}
