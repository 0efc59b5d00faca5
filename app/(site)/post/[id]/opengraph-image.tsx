import { getTranslations } from "next-intl/server";
import { formatPostDate } from "@/lib/dates";
import { LOCALE } from "@/lib/i18n/request";
import { shareCard, SHARE_CARD_SIZE } from "@/lib/seo/share-card";
import { getSharedPost } from "@/lib/seo/shared-post";
import { site } from "@/lib/site";
import { postIdSchema } from "@/lib/validations/post";

export const alt = `${site.product}: portada de la nota`;
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

// Like the post page: drawn on the first request for a post, then served from the cache.
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function PostShareImage({ params }: { params: Promise<{ id: string }> }) {
  const id = postIdSchema.safeParse((await params).id);
  const post = id.success ? await getSharedPost(id.data) : null;
  // A returned 404, unlike notFound(), keeps the cache tag that lets publishing replace it.
  if (!post) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale: LOCALE, namespace: "Seo" });
  return shareCard({ kicker: t("shareImageKicker"), title: post.title, date: formatPostDate(post.date) });
}
