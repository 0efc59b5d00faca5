import "server-only";
import { longDateRangeLabel } from "@/lib/events/event-dates";
import { listEventChoices } from "@/lib/events/event-choices";
import type { EventChoice } from "./EventField";

/** What the post form's event field suggests, each event with its days on its own calendar and its city. */
export async function eventChoices(current: string | null = null): Promise<EventChoice[]> {
  return (await listEventChoices(current)).map(({ id, name, startsAt, endsAt, timeZone, city }) => ({
    id,
    name,
    dates: longDateRangeLabel(startsAt, endsAt, timeZone),
    city,
  }));
}
