import "server-only";
import { getTranslations } from "next-intl/server";
import type { PostCover } from "@/lib/posts";

/** The words a post's image is read out with: the editor's alt text, or "Imagen de la nota: {title}" without one. */
export async function coverAlt(post: { title: string } & Pick<PostCover, "imageAlt">): Promise<string> {
  if (post.imageAlt) return post.imageAlt;
  const t = await getTranslations("PostPage");
  return t("imageAlt", { title: post.title });
}
