import { getTranslations } from "next-intl/server";
import type { ShownEvent } from "@/lib/events/guide";
import type { TimetableDay } from "@/lib/events/timetable";
import { timetableSheet } from "@/lib/events/day-sheet";
import { timetableGraph } from "@/lib/seo/timetable-graph";
import { planToggleWords } from "@/components/plans/plan-toggle-words";
import { DayGrid } from "./DayGrid";
import { fillPhrase } from "@/lib/i18n/fill-phrase";

type Props = { event: ShownEvent; day: TimetableDay; path: string; topics: Map<string, string>; noStage: string };

/** One festival day's grid and its sets' JSON-LD, shown at `path`, with the words they say read once for the page. */
export async function TimetableGrid({ event, day, path, topics, noStage }: Props) {
  const [t, plan] = await Promise.all([getTranslations("Timetable"), planToggleWords()]);
  const setName = fillPhrase(t.raw("setName") as string, { event: event.name });
  return (
    <DayGrid
      sheet={timetableSheet(day, event.timeZone, topics, noStage)}
      graph={timetableGraph(event, day, path, setName)}
      words={{ openEnd: t.raw("openEnd") as string, plan }}
    />
  );
}
