// A reader's plan as an iCalendar (RFC 5545): its sets, each with an alarm before it, under UIDs that stay while the
// editor moves a set, so a subscribed calendar moves it too; a set gone or a festival cancelled is STATUS:CANCELLED.
import "server-only";
import ical, { ICalAlarmType, ICalEventStatus } from "ical-generator";
import { escapedLine, oneLine, placeOf, siteHost } from "../events/calendar";
import { site } from "../site";
import { absoluteUrl, timetablePath } from "../urls";
import type { ReaderPlanView } from "./plan-store";

/** The alarm before each set: time to cross the festival. */
export const ALARM_MINUTES = 15;

/** One set's UID: its event and its key, the same in every version of the plan and of the line-up. */
const setUid = (eventId: string, key: string) => `${eventId}.${key}@${siteHost()}`;

export type PlanCalendarWords = { name: string; description: string; alarm: (performer: string) => string };

export function planCalendar({ event, sets }: ReaderPlanView, words: PlanCalendarWords, path: string): string {
  const calendar = ical({
    prodId: { company: siteHost(), product: site.product, language: "ES" },
    name: escapedLine(words.name),
    description: escapedLine(words.description),
    source: absoluteUrl(path),
    // A festival's times move on the day: a subscribed calendar asks again every quarter of an hour.
    ttl: 15 * 60,
  });
  const url = absoluteUrl(timetablePath(event.id));
  for (const set of sets) {
    const entry = calendar.createEvent({
      id: setUid(event.id, set.key),
      stamp: event.updatedAt,
      start: set.startsAt,
      // A set of no known end is an instant: the calendar shows when it starts.
      end: set.endsAt ?? set.startsAt,
      summary: oneLine(`${set.name}${set.stage ? ` · ${set.stage}` : ""}`),
      location: oneLine(placeOf(event)),
      description: oneLine(event.name),
      url,
      status: set.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    if (!set.cancelled) {
      entry.createAlarm({
        type: ICalAlarmType.display,
        triggerBefore: ALARM_MINUTES * 60,
        description: oneLine(words.alarm(set.name)),
      });
    }
  }
  return `${calendar.toString()}\r\n`;
}
