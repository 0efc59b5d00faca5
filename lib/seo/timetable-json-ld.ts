// A timetable's sets as Google's event results read them: each a MusicEvent on its stage, part of the festival.
import type { TimetableSheet } from "@/lib/events/timetable-sheet";
import { SCHEMA } from "./schema-org";

type Node = { "@id": string };

/** The festival and its stages (timetable-graph.ts), the status of every set and how a set is named. */
export type TimetableGraph = { festival: Node; stages: Node[]; status: string; setName: string };

/**
 * One MusicEvent per set of the sheet: its performer, its times on the venue's clock, its stage and the festival by
 * `@id`, each written once in the graph. What Google reads of an event, without what every set would repeat (the
 * attendance mode, a `url`: a day's sets share their page): a 100-set night's JSON-LD is a third of its page.
 */
export function timetableJsonLd({ festival, stages, status, setName }: TimetableGraph, sheet: TimetableSheet) {
  const sets = sheet.stages.flatMap(({ sets: onStage }, index) =>
    onStage.map(([, name, start, end]) => ({
      "@type": "MusicEvent",
      name: setName.replace("{performer}", name),
      startDate: start,
      ...(end && { endDate: end }),
      eventStatus: status,
      location: { "@id": stages[index]["@id"] },
      performer: { "@type": "PerformingGroup", name },
      superEvent: { "@id": festival["@id"] },
    })),
  );
  return { "@context": SCHEMA, "@graph": [festival, ...stages, ...sets] };
}
