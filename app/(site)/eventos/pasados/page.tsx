import type { ResolvingMetadata } from "next";
import { notFound } from "next/navigation";
import { PastEvents } from "@/components/events/PastEvents";
import { pastEventsMetadata } from "@/components/events/event-metadata";
import { readPastPage } from "@/lib/events/past-page";

export const generateMetadata = (_: unknown, parent: ResolvingMetadata) => pastEventsMetadata(1, parent);

export default async function PastEventsPage() {
  const past = await readPastPage("1");
  if (!past) notFound();
  return <PastEvents events={past.events} page={1} pages={past.pages} />;
}
