// A post's live coverage window as the post form holds it (a checkbox and two wall-clock times in Mexico City) and
// the `live` the API takes from it (docs/api.md, "A post's live coverage").
import { newsroomInstant, newsroomLocalTime } from "@/lib/dates/publish-time";

/** `start` and `end`: "YYYY-MM-DDTHH:mm" in Mexico City, or "" for the event's. */
export type LiveValues = { on: boolean; start: string; end: string };
/** `{}`: the event's bounds; a bound left out is the event's; null: no live coverage any more. */
export type LiveWindowBody = { start?: string; end?: string } | null;

export const NO_LIVE: LiveValues = { on: false, start: "", end: "" };

/** A datetime-local field shows seconds only when they are not zero, so whole minutes read "16:00". */
const fieldTime = (instant: Date) => newsroomLocalTime(instant).replace(/:00$/, "");

/** A stored window as the form shows it. */
export const liveValuesOf = (live: { start: Date; end: Date } | null): LiveValues =>
  live ? { on: true, start: fieldTime(live.start), end: fieldTime(live.end) } : NO_LIVE;

const sameLive = (a: LiveValues, b: LiveValues) => a.on === b.on && a.start === b.start && a.end === b.end;

/** A time that is no wall-clock time goes as typed, for the API to name it (`live.start`, `not_an_instant`). */
const boundOf = (local: string) => newsroomInstant(local) ?? local;

/**
 * What a save sends of the window, given the one stored (`base`; NO_LIVE for a new post): nothing when it did not
 * change, null when the box was unticked, else the bounds typed.
 */
export function liveWindowBody(live: LiveValues, base: LiveValues): LiveWindowBody | undefined {
  if (sameLive(live, base)) return undefined;
  if (!live.on) return base.on ? null : undefined;
  return { ...(live.start && { start: boundOf(live.start) }), ...(live.end && { end: boundOf(live.end) }) };
}

/** The window a saved post's answer carries (the event's bounds filled in); undefined when it carries none. */
export function answeredLive(body: unknown): LiveValues | undefined {
  if (typeof body !== "object" || body === null || !("live" in body)) return undefined;
  const live = body.live as { start: string; end: string } | null;
  return liveValuesOf(live && { start: new Date(live.start), end: new Date(live.end) });
}
