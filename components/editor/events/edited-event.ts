import { isoInZone } from "@/lib/dates/zone-time";
import type { StoredEvent } from "@/lib/events/stored-event";
import type { EventValues } from "./event-values";

/** An instant as the zone's clocks show it, in a datetime-local field's form: "2027-02-26T16:00". */
const onTheClock = (instant: Date, zone: string) => isoInZone(instant, zone).slice(0, 16);

/** The stored event in the form, its times on its own zone's clocks; `version` is what its changes name (If-Match). */
export type EditedEvent = { values: EventValues; version: number };

export function editedEventOf(event: StoredEvent): EditedEvent {
  const zone = event.timeZone;
  return {
    version: event.version,
    values: {
      id: event.id,
      name: event.name,
      kind: event.kind,
      status: event.status as EventValues["status"],
      startsAt: onTheClock(event.startsAt, zone),
      endsAt: onTheClock(event.endsAt, zone),
      timeZone: zone,
      venue: {
        name: event.venueName,
        address: event.venueAddress,
        postalCode: event.venuePostalCode,
        city: event.city,
        state: event.state,
      },
      ticketUrl: event.ticketUrl,
      priceFrom: event.priceFrom === null ? "" : String(event.priceFrom),
      priceTo: event.priceTo === null ? "" : String(event.priceTo),
      organizer: event.organizer,
      image: event.image,
      imageAlt: event.imageAlt,
      description: event.description,
      lineup: event.lineup.map((performer) => ({
        key: `stored-${performer.position}`,
        name: performer.name,
        stage: performer.stage,
        startsAt: performer.startsAt ? onTheClock(performer.startsAt, zone) : "",
      })),
    },
  };
}
