import type { ResolvingMetadata } from "next";
import { EventsGuide } from "@/components/events/EventsGuide";
import { guideMetadata } from "@/components/events/event-metadata";
import { readGuidePage } from "@/lib/events/guide-page";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => guideMetadata({}, undefined, parent);

export default async function EventsPage() {
  // The unfiltered guide knows every city, and always has a first page: it is never null.
  const guide = (await readGuidePage("1"))!;
  return <EventsGuide guide={guide} filter={{}} />;
}
