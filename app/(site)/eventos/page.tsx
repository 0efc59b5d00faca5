import type { ResolvingMetadata } from "next";
import { EventsGuide } from "@/components/events/EventsGuide";
import { guideMetadata } from "@/components/events/event-metadata";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { readGuide } from "@/lib/events/guide";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => guideMetadata({}, undefined, parent);

export default async function EventsPage() {
  await cacheUnder(cacheTags.events);
  // The unfiltered guide knows every city: it is never null.
  const guide = (await readGuide({}))!;
  await cacheUnder(cacheTags.due(guide.changesAt));
  return <EventsGuide guide={guide} filter={{}} />;
}
