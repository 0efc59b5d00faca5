// An event's page as Google's event results read it: MusicEvent, or Festival for a festival (docs/events.md).
import "server-only";
import { isoInZone } from "@/lib/dates/zone-time";
import type { PostEvent } from "@/lib/events/post-event";
import type { StoredEvent } from "@/lib/events/stored-event";
import type { PostCover } from "@/lib/posts";
import { absoluteUrl, eventPath } from "@/lib/urls";
import type { EventStatus } from "@/lib/validations/event-fields";
import { SCHEMA, schemaTerm } from "./schema-org";
import { articleImages } from "./post-images";

type ShownEvent = StoredEvent & Pick<PostCover, "media">;

export const EVENT_STATUS: Record<EventStatus, string> = {
  programado: "EventScheduled",
  cancelado: "EventCancelled",
  pospuesto: "EventPostponed",
  reprogramado: "EventRescheduled",
};

const inZone = (event: PostEvent, instant: Date) => isoInZone(instant, event.timeZone);

/** Where an event happens, as a Place with its postal address. */
export function eventPlace({ venueName, venueAddress, venuePostalCode, city, state }: PostEvent) {
  return {
    "@type": "Place",
    name: venueName,
    address: {
      "@type": "PostalAddress",
      ...(venueAddress && { streetAddress: venueAddress }),
      ...(venuePostalCode && { postalCode: venuePostalCode }),
      addressLocality: city,
      addressRegion: state,
      addressCountry: "MX",
    },
  };
}

/** A single price, or the range as an AggregateOffer; no sale date is stored, so validFrom is never said. */
function offers({ ticketUrl, priceFrom, priceTo, status }: StoredEvent) {
  if (!ticketUrl && priceFrom === null && priceTo === null) return undefined;
  const range = priceFrom !== null && priceTo !== null && priceTo !== priceFrom;
  const single = priceFrom ?? priceTo;
  return {
    "@type": range ? "AggregateOffer" : "Offer",
    ...(range ? { lowPrice: priceFrom, highPrice: priceTo } : single !== null && { price: single }),
    priceCurrency: "MXN",
    ...(ticketUrl && { url: ticketUrl }),
    availability: schemaTerm(status === "cancelado" ? "Discontinued" : "InStock"),
  };
}

/**
 * One performer per name, in the line-up's order (a name with two sets is one performer). Nothing stored tells a DJ
 * from a group, so each is the act a line-up names: a PerformingGroup.
 */
const performers = (event: StoredEvent) =>
  [...new Set(event.lineup.map(({ name }) => name))].map((name) => ({ "@type": "PerformingGroup", name }));

/**
 * The event as another page names it (a post's `about`): what tells it apart, with the address of its page. The event
 * page's own JSON-LD starts from it.
 */
export function eventReferenceJsonLd(event: PostEvent) {
  return {
    "@type": event.kind === "festival" ? "Festival" : "MusicEvent",
    name: event.name,
    url: absoluteUrl(eventPath(event.id)),
    startDate: inZone(event, event.startsAt),
    location: eventPlace(event),
  };
}

export function eventJsonLd(event: ShownEvent) {
  const status = EVENT_STATUS[event.status as EventStatus];
  const performer = performers(event);
  const offer = offers(event);
  const { url, location, ...reference } = eventReferenceJsonLd(event);
  return {
    "@context": SCHEMA,
    ...reference,
    endDate: inZone(event, event.endsAt),
    ...(status === "EventRescheduled" &&
      event.previousStartsAt && { previousStartDate: inZone(event, event.previousStartsAt) }),
    eventStatus: schemaTerm(status),
    eventAttendanceMode: schemaTerm("OfflineEventAttendanceMode"),
    location,
    ...(event.image && { image: articleImages(event) }),
    ...(event.descriptionText && { description: event.descriptionText }),
    ...(offer && { offers: offer }),
    ...(performer.length > 0 && { performer }),
    ...(event.organizer && { organizer: { "@type": "Organization", name: event.organizer } }),
    url,
  };
}
