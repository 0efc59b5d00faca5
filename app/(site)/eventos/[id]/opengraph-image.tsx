import { getTranslations } from "next-intl/server";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { dateRangeLabel } from "@/lib/events/event-dates";
import { findShownEvent } from "@/lib/events/event-page";
import { LOCALE } from "@/lib/i18n/request";
import { notFoundHeaders } from "@/lib/not-found";
import { shareCard, SHARE_CARD_SIZE } from "@/lib/seo/share-card";
import { site } from "@/lib/site";

export const alt = `${site.product}: tarjeta del evento`;
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

// Like the event page: drawn on the first request for an event, then served from the cache.
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function EventShareImage({ params }: { params: Promise<{ id: string }> }) {
  const event = await findShownEvent((await params).id);
  // An image's 404 has no page to show; it is not kept in the page cache, so a later event draws its card.
  if (!event) return new Response(null, { status: 404, headers: notFoundHeaders });
  await cacheUnder(cacheTags.event(event.id));
  const t = await getTranslations({ locale: LOCALE, namespace: "EventPage" });
  const seo = await getTranslations({ locale: LOCALE, namespace: "Seo" });
  return shareCard({
    kicker: t("shareImageKicker"),
    title: event.name,
    fallbackTitle: seo("siteShareTitle"),
    date: `${dateRangeLabel(event.startsAt, event.endsAt, event.timeZone)} · ${event.city}`,
  });
}
