// What a timetable's sets share in Google's event results: the festival and its stages, each a node named by `@id`.
import "server-only";
import type { ShownEvent } from "@/lib/events/guide";
import type { TimetableDay } from "@/lib/events/timetable";
import { absoluteUrl } from "@/lib/urls";
import type { EventStatus } from "@/lib/validations/event-fields";
import { EVENT_STATUS, eventPlace, eventReferenceJsonLd } from "./event-json-ld";
import { schemaTerm } from "./schema-org";
import type { TimetableGraph } from "./timetable-json-ld";

/**
 * The nodes every set of the day shown at `dayPath` names: the festival, and each stage as a Place of the venue, in
 * the day's order. A set's status is its event's: a cancelled festival cancels its sets. `setName` names a set, with
 * "{performer}" where its performer goes ("{performer} en EDC México 2027").
 */
export function timetableGraph(event: ShownEvent, day: TimetableDay, dayPath: string, setName: string): TimetableGraph {
  const page = absoluteUrl(dayPath);
  const place = eventPlace(event);
  return {
    festival: { "@id": `${page}#festival`, ...eventReferenceJsonLd(event) },
    stages: day.stages.map(({ stage }, index) => ({
      "@id": `${page}#lugar-${index + 1}`,
      ...place,
      ...(stage && { name: `${stage}, ${place.name}` }),
    })),
    status: schemaTerm(EVENT_STATUS[event.status as EventStatus]),
    setName,
    page,
  };
}
