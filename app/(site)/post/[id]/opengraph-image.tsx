import { getTranslations } from "next-intl/server";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { formatPostDate } from "@/lib/dates/spanish-dates";
import { LOCALE } from "@/lib/i18n/request";
import { notFoundHeaders } from "@/lib/not-found";
import { findPost } from "@/lib/posts";
import { shareCard, SHARE_CARD_SIZE } from "@/lib/seo/share-card";
import { site } from "@/lib/site";

export const alt = `${site.product}: portada de la nota`;
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

// Like the post page: drawn on the first request for a post, then served from the cache.
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function PostShareImage({ params }: { params: Promise<{ id: string }> }) {
  const post = await findPost((await params).id);
  // An image's 404 has no page to show; it is not kept in the page cache, so a later post draws its card.
  if (!post) return new Response(null, { status: 404, headers: notFoundHeaders });
  await cacheUnder(cacheTags.post(post.id));
  const t = await getTranslations({ locale: LOCALE, namespace: "Seo" });
  return shareCard({
    kicker: t("shareImageKicker"),
    title: post.title,
    fallbackTitle: t("siteShareTitle"),
    date: formatPostDate(post.date),
  });
}
