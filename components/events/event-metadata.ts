// The <head> of the guide's pages and of an event's: their words, canonical address and share card.
import "server-only";
import type { Metadata, ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { dateRangeLabel, festivalDayLabel, monthLabel } from "@/lib/events/event-dates";
import { guidePath, type GuideFilter } from "@/lib/events/guide-addresses";
import type { ShownEvent } from "@/lib/events/guide";
import { readTimetable } from "@/lib/events/timetable-page";
import { cutAtWord } from "@/lib/seo/cut-at-word";
import { largeImagePreview, notFoundMetadata, pageMetadata, pageTitle, type PageText } from "@/lib/seo/metadata";
import { shareImage } from "@/lib/seo/post-images";
import { EVENTS_PATH, eventPath, guidePagePath, pastEventsPagePath, timetablePath } from "@/lib/urls";
import { guideTitle } from "./EventsGuide";

/** The site's share card, as the parent segments resolved it. */
const siteShareImages = async (parent: ResolvingMetadata) => (await parent).openGraph?.images ?? [];

const DESCRIPTION_MAX = 160;

type GuideWords = Awaited<ReturnType<typeof getTranslations<"EventsGuide">>>;

/** What the guide's first page, or a filter of it, holds, in one sentence. */
function filterDescription(t: GuideWords, cityName?: string, month?: string): string {
  if (cityName && month) return t("cityMonthDescription", { city: cityName, month });
  if (cityName) return t("cityDescription", { city: cityName });
  return month ? t("monthDescription", { month }) : t("description");
}

/**
 * /eventos, one of its later pages (`page`) or one of its filters, whose canonical address is its own public one
 * (/eventos?page=N, /eventos?ciudad=…&mes=…).
 */
export async function guideMetadata(
  filter: GuideFilter,
  cityName: string | undefined,
  parent: ResolvingMetadata,
  page = 1,
): Promise<Metadata> {
  const t = await getTranslations("EventsGuide");
  const description =
    page > 1
      ? t("pageDescription", { page })
      : filterDescription(t, cityName, filter.month && monthLabel(filter.month));
  const text = { title: pageTitle(await guideTitle(filter, cityName, page)), description };
  const path = page > 1 ? guidePagePath(page) : guidePath(EVENTS_PATH, filter);
  return pageMetadata(path, text, await siteShareImages(parent));
}

/** /eventos/pasados, and ?page=N with its number in the title. */
export async function pastEventsMetadata(page: number, parent: ResolvingMetadata): Promise<Metadata> {
  const t = await getTranslations("EventsGuide");
  const text =
    page <= 1
      ? { title: pageTitle(t("pastTitle")), description: t("pastDescription") }
      : { title: pageTitle(t("pastPageTitle", { page })), description: t("pastPageDescription", { page }) };
  return pageMetadata(pastEventsPagePath(page), text, await siteShareImages(parent));
}

/** An event: its name, its description's first words (or when and where), its page as canonical. */
export async function eventMetadata(event: ShownEvent): Promise<Metadata> {
  const when = `${dateRangeLabel(event.startsAt, event.endsAt, event.timeZone)}, ${event.venueName}, ${event.city}`;
  const description = event.descriptionText ? cutAtWord(event.descriptionText, DESCRIPTION_MAX) : when;
  return eventCard(event, eventPath(event.id), { title: pageTitle(event.name), description });
}

/**
 * An event's page or timetable as a large card. An uploaded photo is the event's share image, on X too; otherwise its
 * pages inherit the card drawn beside the event's page (opengraph-image.tsx).
 */
async function eventCard(event: ShownEvent, path: string, text: PageText): Promise<Metadata> {
  const t = await getTranslations("EventPage");
  const share = shareImage(event, event.imageAlt || t("imageAlt", { name: event.name }));
  const page = pageMetadata(path, text, share && [share]);
  return {
    ...page,
    robots: largeImagePreview,
    twitter: { ...page.twitter, ...(share && { images: [{ url: share.url, alt: share.alt }] }) },
  };
}

/**
 * An event's timetable at a day: the first day's canonical address is the timetable's own. Named as its 404 when the
 * event, its set times or the day are missing (components/events/timetable/MissingTimetable.tsx).
 */
export async function timetableMetadata(id: string, day: string | null): Promise<Metadata> {
  const timetable = await readTimetable(id, day);
  const t = await getTranslations("Timetable");
  if (!timetable?.day) return notFoundMetadata({ title: pageTitle(t("missing")), description: t("missingDetail") });
  const { event } = timetable;
  const words = festivalDayLabel(timetable.day.day);
  const title = timetable.first ? t("title", { name: event.name }) : t("dayTitle", { name: event.name, day: words });
  const description = t("description", { name: event.name, day: words, city: event.city });
  const path = timetablePath(event.id, timetable.first ? undefined : timetable.day.day);
  return eventCard(event, path, { title: pageTitle(title), description });
}

/** An id no event has (404), or a deleted event's address (410): named, claiming no address. */
export async function missingEventMetadata(reason: "notFound" | "gone"): Promise<Metadata> {
  const t = await getTranslations("EventPage");
  return notFoundMetadata({ title: pageTitle(t(reason)), description: t(`${reason}Detail`) });
}
