import "server-only";
import { longDateRangeLabel } from "@/lib/events/event-dates";
import { listEventChoices } from "@/lib/events/event-choices";

/** One event the post form's event field suggests: its days as a sentence and its city, to tell two editions apart. */
export type EventChoice = { id: string; name: string; dates: string; city: string };

/** What the post form's event field suggests, each event with its days on its own calendar and its city. */
export async function eventChoices(current: string | null = null): Promise<EventChoice[]> {
  return (await listEventChoices(current)).map(({ id, name, startsAt, endsAt, timeZone, city }) => ({
    id,
    name,
    dates: longDateRangeLabel(startsAt, endsAt, timeZone),
    city,
  }));
}
