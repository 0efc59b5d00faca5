// What the guide's specs share: its calendar, worked out here with Intl rather than with the site's date code, and its
// addresses.
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date on Mexico City's clocks, YYYY-MM-DD. */
const mexicoCityDay = (instant: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date(instant));

/** The Friday of the weekend under way (Friday to Sunday) or of the coming one, YYYY-MM-DD, in Mexico City. */
export function weekendFriday(now = Date.now()): string {
  const today = Date.parse(`${mexicoCityDay(now)}T00:00:00Z`);
  const weekday = new Date(today).getUTCDay();
  const toFriday = weekday === 6 ? -1 : weekday === 0 ? -2 : 5 - weekday;
  return new Date(today + toFriday * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day. */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** An instant `hours` from now, as the API takes it (with Z). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

/** A page's address ending in `path` (query included), for toHaveURL. */
export const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
