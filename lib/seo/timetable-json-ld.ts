// A timetable's sets as Google's event results read them: each a MusicEvent on its stage, part of the festival.
import { setAnchor, type TimetableSheet } from "@/lib/events/timetable-sheet";
import { SCHEMA } from "./schema-org";
import { fillPhrase } from "@/lib/i18n/fill-phrase";

type Node = { "@id": string };

/**
 * The festival and its stages (timetable-graph.ts), the status of every set, how a set is named, and the day's page,
 * whose anchors are the sets' addresses.
 */
export type TimetableGraph = { festival: Node; stages: Node[]; status: string; setName: string; page: string };

/**
 * One MusicEvent per set of the sheet: its performer, its times on the venue's clock, its stage and the festival by
 * `@id`, each written once in the graph, and its own anchor on the page. What Google reads of an event, without the
 * attendance mode every set would repeat: a 100-set night's JSON-LD is a third of its page.
 */
export function timetableJsonLd({ festival, stages, status, setName, page }: TimetableGraph, sheet: TimetableSheet) {
  const sets = sheet.stages.flatMap(({ sets: onStage }, index) =>
    onStage.map(([, name, start, end, , , position]) => ({
      "@type": "MusicEvent",
      name: fillPhrase(setName, { performer: name }),
      startDate: start,
      ...(end && { endDate: end }),
      eventStatus: status,
      location: { "@id": stages[index]["@id"] },
      performer: { "@type": "PerformingGroup", name },
      superEvent: { "@id": festival["@id"] },
      url: `${page}#${setAnchor(position)}`,
    })),
  );
  return { "@context": SCHEMA, "@graph": [festival, ...stages, ...sets] };
}
