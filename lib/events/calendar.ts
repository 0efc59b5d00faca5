// Events as an iCalendar (RFC 5545) calendar, for /eventos.ics and each event's .ics: times in UTC, one stable UID per
// event, its version as SEQUENCE so a calendar app replaces what it holds. ical-generator folds and escapes.
import "server-only";
import ical, { ICalEventStatus } from "ical-generator";
import { env } from "../env";
import { site } from "../site";
import { absoluteUrl, eventPath } from "../urls";
import type { EventStatus } from "../validations/event";
import type { StoredEvent } from "./stored-event";

const STATUS: Record<EventStatus, ICalEventStatus> = {
  programado: ICalEventStatus.CONFIRMED,
  reprogramado: ICalEventStatus.CONFIRMED,
  pospuesto: ICalEventStatus.TENTATIVE,
  cancelado: ICalEventStatus.CANCELLED,
};

const siteHost = () => new URL(env().SITE_URL).host;

/** The same for every version of the event and every calendar it is in: a calendar app updates rather than adds. */
export const calendarUid = (id: string) => `${id}@${siteHost()}`;

/** "Las Estacas, Tlaltizapán, Tlaltizapán, Morelos": what a calendar app shows and hands to its map. */
export const placeOf = ({ venueName, venueAddress, city, state }: StoredEvent) =>
  [venueName, venueAddress, city, state].filter((part) => part !== "").join(", ");

/** The reader's text, then the page that has the rest (the line-up, tickets, posts). */
export const detailsOf = (text: string, url: string) => (text ? `${text}\n\n${url}` : url);

/** What the calendar says of itself; `path` is its own address (RFC 7986's SOURCE), where an app fetches it again. */
export type CalendarHead = { name: string; description: string; path: string };

export function eventsCalendar(events: StoredEvent[], { name, description, path }: CalendarHead): string {
  const calendar = ical({
    prodId: { company: siteHost(), product: site.product, language: "ES" },
    name,
    description,
    source: absoluteUrl(path),
    // A subscribed calendar app asks again after an hour (REFRESH-INTERVAL, X-PUBLISHED-TTL) rather than its own default.
    ttl: 60 * 60,
  });
  for (const event of events) {
    const url = absoluteUrl(eventPath(event.id));
    calendar.createEvent({
      id: calendarUid(event.id),
      sequence: event.version,
      stamp: event.updatedAt,
      start: event.startsAt,
      end: event.endsAt,
      summary: event.name,
      location: placeOf(event),
      description: detailsOf(event.descriptionText, url),
      url,
      status: STATUS[event.status as EventStatus],
    });
  }
  return calendar.toString();
}
