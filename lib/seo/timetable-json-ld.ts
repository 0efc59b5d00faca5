// A timetable's sets as Google's event results read them: each a MusicEvent on its stage, part of the festival.
import "server-only";
import { isoInZone } from "@/lib/dates/zone-time";
import type { ShownEvent } from "@/lib/events/guide";
import { setAnchor, type TimetableDay } from "@/lib/events/timetable";
import { absoluteUrl } from "@/lib/urls";
import type { EventStatus } from "@/lib/validations/event";
import { EVENT_STATUS, eventPlace, eventReferenceJsonLd } from "./event-json-ld";
import { SCHEMA } from "./json-ld";

/**
 * One MusicEvent per set of the day shown at `dayPath`: its performer, its times on the venue's clock,
 * its stage, the festival as its superEvent. The festival and each stage are written once in the graph and named by
 * `@id` from every set: written into each of a night's 100 sets they were two thirds of the page, which Next.js also
 * copies into its flight data. A set's status is its event's: a cancelled festival cancels its sets. `setName` names a
 * set ("Nahual en EDC México 2027").
 */
export function timetableJsonLd(
  event: ShownEvent,
  day: TimetableDay,
  dayPath: string,
  setName: (performer: string) => string,
) {
  const page = absoluteUrl(dayPath);
  const inZone = (instant: Date) => isoInZone(instant, event.timeZone);
  const place = eventPlace(event);
  const festival = { "@id": `${page}#festival`, ...eventReferenceJsonLd(event) };
  const stageId = (index: number) => `${page}#lugar-${index + 1}`;
  const stages = day.stages.map(({ stage }, index) => ({
    "@id": stageId(index),
    ...place,
    ...(stage && { name: `${stage}, ${place.name}` }),
  }));
  const status = `${SCHEMA}/${EVENT_STATUS[event.status as EventStatus]}`;
  const sets = day.stages.flatMap(({ sets: onStage }, index) =>
    onStage.map((set) => ({
      "@type": "MusicEvent",
      name: setName(set.name),
      startDate: inZone(set.startsAt),
      ...(set.endsAt && { endDate: inZone(set.endsAt) }),
      eventStatus: status,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      location: { "@id": stageId(index) },
      performer: { "@type": "PerformingGroup", name: set.name },
      superEvent: { "@id": festival["@id"] },
      url: `${page}#${setAnchor(set)}`,
    })),
  );
  return { "@context": SCHEMA, "@graph": [festival, ...stages, ...sets] };
}
