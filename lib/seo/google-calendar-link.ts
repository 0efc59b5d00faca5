// "Agregar a Google Calendar": the event as Google Calendar's own form takes it, pre-filled, for the event's page.
import "server-only";
import { detailsOf, placeOf } from "@/lib/events/calendar";
import type { StoredEvent } from "@/lib/events/stored-event";
import { absoluteUrl, eventPath } from "@/lib/urls";
import { cutAtWord } from "./cut-at-word";

/** The whole link stays well under the 8 KB many servers and browsers take: a description may hold 10,000 characters. */
const DETAILS_MAX = 1000;

/** 2027-02-26T22:00:00.000Z -> "20270226T220000Z", the basic format Google Calendar's dates take. */
const utcBasic = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");

export function googleCalendarLink(event: StoredEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.name,
    dates: `${utcBasic(event.startsAt)}/${utcBasic(event.endsAt)}`,
    ctz: event.timeZone,
    details: detailsOf(cutAtWord(event.descriptionText, DETAILS_MAX), absoluteUrl(eventPath(event.id))),
    location: placeOf(event),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
