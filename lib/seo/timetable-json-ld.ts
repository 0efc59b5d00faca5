// A timetable's sets as Google's event results read them: each a MusicEvent on its stage, part of the festival.
import "server-only";
import { isoInZone } from "@/lib/dates/zone-time";
import type { ShownEvent } from "@/lib/events/guide";
import { setAnchor, type TimetableDay } from "@/lib/events/timetable";
import { absoluteUrl } from "@/lib/urls";
import type { EventStatus } from "@/lib/validations/event";
import { EVENT_STATUS, eventPlace, eventReferenceJsonLd } from "./event-json-ld";
import { SCHEMA } from "./json-ld";
import { articleImages } from "./post-images";

/**
 * One MusicEvent per set of the day shown at `dayPath`: its performer, its times on the venue's clock, the stage as
 * the place's name, the festival as its superEvent. A set's status is its event's: a cancelled festival cancels its
 * sets. `setName` names a set ("Nahual en EDC México 2027").
 */
export function timetableJsonLd(
  event: ShownEvent,
  day: TimetableDay,
  dayPath: string,
  setName: (performer: string) => string,
) {
  const inZone = (instant: Date) => isoInZone(instant, event.timeZone);
  const place = eventPlace(event);
  const festival = eventReferenceJsonLd(event);
  const status = `${SCHEMA}/${EVENT_STATUS[event.status as EventStatus]}`;
  return {
    "@context": SCHEMA,
    "@graph": day.stages.flatMap(({ stage, sets }) =>
      sets.map((set) => ({
        "@type": "MusicEvent",
        name: setName(set.name),
        startDate: inZone(set.startsAt),
        ...(set.endsAt && { endDate: inZone(set.endsAt) }),
        eventStatus: status,
        eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
        location: stage ? { ...place, name: `${stage}, ${place.name}` } : place,
        performer: { "@type": "PerformingGroup", name: set.name },
        superEvent: festival,
        ...(event.image && { image: articleImages(event) }),
        url: absoluteUrl(`${dayPath}#${setAnchor(set)}`),
      })),
    ),
  };
}
