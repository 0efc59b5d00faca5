import type { Metadata } from "next";
import { timetableMetadata } from "@/components/events/event-metadata";
import { TimetableAnswer } from "@/components/events/timetable/TimetableAnswer";

// One festival day of an event's timetable (YYYY-MM-DD); the first day's canonical address is /horarios itself.
export const dynamicParams = true;

export function generateStaticParams(): { id: string; dia: string }[] {
  return [];
}

type Props = PageProps<"/eventos/[id]/horarios/[dia]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, dia } = await params;
  return timetableMetadata(id, dia);
}

export default async function TimetableDay({ params }: Props) {
  const { id, dia } = await params;
  return <TimetableAnswer id={id} day={dia} />;
}
