// GET /eventos.ics - every upcoming event as an iCalendar feed, the address calendar apps subscribe to (webcal://)
import { getTranslations } from "next-intl/server";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { eventsCalendar } from "@/lib/events/calendar";
import { calendarAnswer } from "@/lib/events/calendar-answer";
import { listEvents } from "@/lib/events/list-events";
import { EVENTS_CALENDAR_PATH } from "@/lib/urls";

export const dynamic = "force-static";

export async function GET() {
  await cacheUnder(cacheTags.events);
  const events = await listEvents("upcoming");
  // An event leaves the feed once it is over: the kept copy expires when the first of them ends.
  const firstEnd = events.reduce((first, { endsAt }) => Math.min(first, endsAt.getTime()), Infinity);
  if (events.length > 0) await cacheUnder(cacheTags.due(new Date(firstEnd + 1)));
  const t = await getTranslations("EventCalendar");
  const head = { name: t("name"), description: t("description"), path: EVENTS_CALENDAR_PATH };
  return calendarAnswer(eventsCalendar(events, head), "eventos.ics");
}
