// GET /eventos/{id}/calendario.ics - one event for "Agregar al calendario"; 404 for no such event, 410 once deleted
import { getTranslations } from "next-intl/server";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { eventsCalendar } from "@/lib/events/calendar";
import { calendarAnswer, missingCalendarAnswer } from "@/lib/events/calendar-answer";
import { EventNotFoundError } from "@/lib/events/errors";
import { requireEvent } from "@/lib/events/stored-event";
import { eventCalendarPath } from "@/lib/urls";
import { postIdSchema } from "@/lib/validations/post";

export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<"/eventos/[id]/calendario.ics">) {
  const { id } = await params;
  if (!postIdSchema.safeParse(id).success) return missingCalendarAnswer(new EventNotFoundError(id));
  await cacheUnder(cacheTags.event(id));
  try {
    const event = await requireEvent(id);
    const t = await getTranslations("EventCalendar");
    const head = { name: event.name, description: t("description"), path: eventCalendarPath(id) };
    return calendarAnswer(eventsCalendar([event], head), `${id}.ics`);
  } catch (error) {
    return missingCalendarAnswer(error);
  }
}
