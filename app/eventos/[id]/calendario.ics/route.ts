// GET /eventos/{id}/calendario.ics - one event for "Agregar al calendario"; 404 for no such event, 410 once deleted
import { getTranslations } from "next-intl/server";
import { cacheTags, cacheUnder } from "@/lib/cache-tags";
import { eventsCalendar } from "@/lib/events/calendar";
import { calendarAnswer } from "@/lib/events/calendar-answer";
import { EventGoneError, EventNotFoundError } from "@/lib/events/errors";
import { requireEvent } from "@/lib/events/stored-event";
import { notFoundHeaders } from "@/lib/not-found";
import { postIdSchema } from "@/lib/validations/post";

export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

const missing = (status: 404 | 410) =>
  new Response(status === 410 ? "Gone" : "Not found", {
    status,
    headers: { "Content-Type": "text/plain", ...notFoundHeaders },
  });

export async function GET(_request: Request, { params }: RouteContext<"/eventos/[id]/calendario.ics">) {
  const { id } = await params;
  if (!postIdSchema.safeParse(id).success) return missing(404);
  await cacheUnder(cacheTags.event(id));
  const event = await requireEvent(id).catch((error: unknown) => {
    if (error instanceof EventGoneError) return 410 as const;
    if (error instanceof EventNotFoundError) return 404 as const;
    throw error;
  });
  if (typeof event === "number") return missing(event);
  const t = await getTranslations("EventCalendar");
  return calendarAnswer(eventsCalendar([event], { name: event.name, description: t("description") }), `${id}.ics`);
}
