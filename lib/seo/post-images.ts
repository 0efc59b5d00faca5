import "server-only";
import { variantPlan, variantsOf, type CropKind } from "@/lib/media/variants";
import type { PostCover } from "@/lib/posts";
import { absoluteUrl } from "@/lib/urls";

type ImagedPost = { image: string } & Pick<PostCover, "media">;

/** Google's NewsArticle guidance asks for the image in 16:9, 4:3 and 1:1. */
const ARTICLE_CROPS: CropKind[] = ["crop-16x9", "crop-4x3", "crop-1x1"];

/** The JSON-LD `image` list: an upload's three crops, or the post's own image; absolute, as crawlers need. */
export function articleImages({ image, media }: ImagedPost): string[] {
  if (!media) return [absoluteUrl(image)];
  const plan = variantPlan(media);
  return ARTICLE_CROPS.flatMap((kind) => variantsOf(plan, kind).map(({ url }) => absoluteUrl(url)));
}

export type ShareImage = { url: string; width: number; height: number; type: string; alt: string };

/**
 * What a link preview shows: an upload's 1200x630 JPEG, or nothing for any other post, whose card the route beside
 * its page (opengraph-image.tsx) draws.
 */
export function shareImage({ media }: ImagedPost, alt: string): ShareImage | undefined {
  if (!media) return undefined;
  const [share] = variantsOf(variantPlan(media), "share");
  return { url: absoluteUrl(share.url), width: share.width, height: share.height, type: "image/jpeg", alt };
}
