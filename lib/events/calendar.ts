// Events as an iCalendar (RFC 5545) calendar, for /eventos.ics and each event's .ics: times in UTC, one stable UID per
// event, its version as SEQUENCE so a calendar app replaces what it holds. ical-generator folds, and escapes the events'
// properties; what it writes as given is escaped here.
import "server-only";
import ical, { ICalEventStatus } from "ical-generator";
import { env } from "../env";
import { site } from "../site";
import { plainName } from "../text/plain-name";
import { absoluteUrl, eventPath } from "../urls";
import type { EventStatus } from "../validations/event-fields";
import type { StoredEvent } from "./stored-event";

const STATUS: Record<EventStatus, ICalEventStatus> = {
  programado: ICalEventStatus.CONFIRMED,
  reprogramado: ICalEventStatus.CONFIRMED,
  pospuesto: ICalEventStatus.TENTATIVE,
  cancelado: ICalEventStatus.CANCELLED,
};

export const siteHost = () => new URL(env().SITE_URL).host;

/** The same for every version of the event and every calendar it is in: a calendar app updates rather than adds. */
export const calendarUid = (id: string) => `${id}@${siteHost()}`;

/** "Las Estacas, Tlaltizapán, Tlaltizapán, Morelos": what a calendar app shows and hands to its map. */
export const placeOf = ({ venueName, venueAddress, city, state }: StoredEvent) =>
  [venueName, venueAddress, city, state].filter((part) => part !== "").join(", ");

/** The reader's text, then the page that has the rest (the line-up, tickets, posts). */
export const detailsOf = (text: string, url: string) => (text ? `${text}\n\n${url}` : url);

/**
 * A property of one line, as a name is kept (lib/text/plain-name.ts): a line break or a control character of an event
 * stored before its fields were checked for them would start a property, or a whole event, of its own.
 */
export const oneLine = plainName;

/**
 * RFC 5545 3.3.11 for the calendar's own NAME, X-WR-CALNAME and X-WR-CALDESC, which ical-generator writes as given
 * (it escapes the events' properties): one line, its backslashes, semicolons and commas escaped.
 */
export const escapedLine = (text: string) => oneLine(text).replace(/[\\;,]/g, "\\$&");

/** A TEXT value has no control character but the tab (RFC 5545 3.3.11); its line breaks ical-generator escapes. */
const withoutControls = (text: string) => text.replace(/[^\P{Cc}\t\n\r]/gu, "");

/** What the calendar says of itself; `path` is its own address (RFC 7986's SOURCE), where an app fetches it again. */
export type CalendarHead = { name: string; description: string; path: string };

export function eventsCalendar(events: StoredEvent[], { name, description, path }: CalendarHead): string {
  const calendar = ical({
    prodId: { company: siteHost(), product: site.product, language: "ES" },
    name: escapedLine(name),
    description: escapedLine(description),
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
      summary: oneLine(event.name),
      location: oneLine(placeOf(event)),
      description: withoutControls(detailsOf(event.descriptionText, url)),
      url,
      status: STATUS[event.status as EventStatus],
    });
  }
  // Every content line ends with CRLF (RFC 5545 3.1), the last one too, which ical-generator leaves bare.
  return `${calendar.toString()}\r\n`;
}
