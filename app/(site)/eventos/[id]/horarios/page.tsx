import type { Metadata } from "next";
import { timetableMetadata } from "@/components/events/event-metadata";
import { TimetableAnswer } from "@/components/events/timetable/TimetableAnswer";

// An event's timetable at its first festival day; rendered on its first visit, then cached until the event changes.
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/eventos/[id]/horarios">): Promise<Metadata> {
  return timetableMetadata((await params).id, null);
}

export default async function TimetableFirstDay({ params }: PageProps<"/eventos/[id]/horarios">) {
  return <TimetableAnswer id={(await params).id} day={null} />;
}
