// How every .ics is served: as a calendar, with a file name for the browser that downloads it; and why there is none.
import { notFoundHeaders } from "../not-found";
import { EventGoneError, EventNotFoundError } from "./errors";

export const calendarAnswer = (body: string, filename: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });

/** 410 for a deleted event, 404 for an id none ever had, a minute in shared caches either way; anything else throws. */
export function missingCalendarAnswer(error: unknown): Response {
  if (!(error instanceof EventGoneError || error instanceof EventNotFoundError)) throw error;
  const gone = error instanceof EventGoneError;
  return new Response(gone ? "Gone" : "Not found", {
    status: gone ? 410 : 404,
    headers: { "Content-Type": "text/plain", ...notFoundHeaders },
  });
}
