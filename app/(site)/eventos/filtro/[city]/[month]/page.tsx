import type { Metadata, ResolvingMetadata } from "next";
import { cache } from "react";
import { EventsGuide } from "@/components/events/EventsGuide";
import { guideMetadata } from "@/components/events/event-metadata";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { filterOfSegments } from "@/lib/events/guide-addresses";
import { readGuide } from "@/lib/events/guide";
import { missingPageMetadata } from "@/lib/seo/page-metadata";

// /eventos?ciudad=…&mes=… is rewritten here (next.config.ts); each filter renders on its first visit, then is cached.
export const dynamicParams = true;

export function generateStaticParams(): { city: string; month: string }[] {
  return [];
}

/** The filtered guide, read once for the page and its metadata; null for a malformed filter or an unknown city. */
const readFilteredGuide = cache(async (rawCity: string, rawMonth: string) => {
  const filter = filterOfSegments(rawCity, rawMonth);
  if (!filter) return null;
  await cacheUnder(cacheTags.events);
  const guide = await readGuide(filter);
  if (!guide) return null;
  await cacheUnder(cacheTags.due(guide.changesAt));
  return { guide, filter };
});

type Props = PageProps<"/eventos/filtro/[city]/[month]">;

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const { city, month } = await params;
  const read = await readFilteredGuide(city, month);
  return read ? guideMetadata(read.filter, read.guide.city?.name, parent) : missingPageMetadata("notFound");
}

export default async function FilteredEventsPage({ params }: Props) {
  const { city, month } = await params;
  const read = await readFilteredGuide(city, month);
  if (!read) return <NotFoundAnswer />;
  return <EventsGuide guide={read.guide} filter={read.filter} />;
}
