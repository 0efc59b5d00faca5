// What the guide's pages read: /eventos with its filters and its weekend, the past events a page at a time, the home
// page's next events. Every list says when it next changes by itself (an event ends, the weekend moves on).
import "server-only";
import { NEWSROOM_TIME_ZONE } from "../dates/calendar-date";
import { db } from "../db";
import { pageCount, POSTS_PER_PAGE, withMedia, type PostCover } from "../posts";
import { monthOf } from "./event-dates";
import { citySlugOf, type GuideFilter } from "./guide-addresses";
import { listEvents } from "./list-events";
import type { StoredEvent } from "./stored-event";
import { happensDuring, weekendOf } from "./weekend";

/** An event as the pages show it: with its upload, when its image is one. */
export type ShownEvent = StoredEvent & Pick<PostCover, "media">;

/** A city as the filter shows it: its slug and the name its events spell. */
export type GuideCity = { slug: string; name: string };

export type Guide = {
  /**
   * The upcoming events the filter keeps, soonest first: a page of GUIDE_PAGE_EVENTS of the unfiltered guide, at most
   * GUIDE_EVENTS of a filter's.
   */
  events: ShownEvent[];
  /** How many upcoming events the filter keeps in all. */
  total: number;
  /** The unfiltered guide's page, and how many it has; a filter's is one page. */
  page: number;
  pages: number;
  /** What happens this weekend; only on the unfiltered guide's first page. */
  weekend: ShownEvent[];
  /** The cities and months of every upcoming event: the filter's links. */
  cities: GuideCity[];
  months: string[];
  /** The city the filter names, as its events spell it. */
  city?: GuideCity;
  /** When the page changes with no write: the first upcoming event ends, or the weekend moves on. */
  changesAt: Date;
};

/**
 * The most events a filter of the guide shows: a season of a city's or a month's festivals and club nights. Past it
 * the reader narrows the filter (every city and month is among its links), rather than a phone receiving them all.
 */
export const GUIDE_EVENTS = 60;

/**
 * The unfiltered guide's events to a page (/eventos, then ?page=N): four rows of three cards. Every card costs its
 * markup and as much again in the App Router's flight data; at 60 a page, /eventos was 300 KB and half of /team's rate.
 */
export const GUIDE_PAGE_EVENTS = 12;

/**
 * How far ahead a month filter may look. Every month of a known city is its own cached page: without a window, the
 * years 2000 to 2999 made twelve thousand of them per city, enough for a stranger to push the real pages out of the
 * page cache. An earlier month is kept only while an event that began in it is not over.
 */
const MONTHS_AHEAD = 120;

/** Whether `month` (YYYY-MM) is from the current month, on Mexico City's calendar, to MONTHS_AHEAD after it. */
function withinGuideMonths(month: string, now: Date): boolean {
  const first = monthOf(now, NEWSROOM_TIME_ZONE);
  const [year, index] = first.split("-").map(Number);
  const last = new Date(Date.UTC(year, index - 1 + MONTHS_AHEAD, 1)).toISOString().slice(0, 7);
  return month >= first && month <= last;
}

/** The home page's block: the next four events. */
export const HOME_EVENTS = 4;

const bySpanishName = new Intl.Collator("es", { sensitivity: "base" });

/** The first end among `events` (not over yet), just after which one of them leaves the list. */
const firstEndAfter = (events: StoredEvent[]) =>
  events.reduce((first, { endsAt }) => Math.min(first, endsAt.getTime() + 1), Infinity);

/** The distinct cities among `names`, by slug, alphabetically; the first spelling met names each. */
function citiesOf(names: string[]): GuideCity[] {
  const bySlug = new Map<string, string>();
  for (const city of names) if (!bySlug.has(citySlugOf(city))) bySlug.set(citySlugOf(city), city);
  return [...bySlug]
    .map(([slug, name]) => ({ slug, name }))
    .filter(({ slug }) => slug !== "")
    .sort((a, b) => bySpanishName.compare(a.name, b.name));
}

/** The city a slug names among every event stored, past ones too: a city readers once saw is not an unknown one. */
async function knownCity(slug: string): Promise<GuideCity | null> {
  const rows = await db.event.findMany({ distinct: ["city"], select: { city: true } });
  return citiesOf(rows.map(({ city }) => city)).find((city) => city.slug === slug) ?? null;
}

/**
 * /eventos with `filter`, or null when it names a city no event has, or a month no upcoming event starts in outside
 * the guide's window, or when `page` (of the unfiltered guide) is past its last.
 */
export async function readGuide(filter: GuideFilter, now: Date = new Date(), page = 1): Promise<Guide | null> {
  const [upcoming, city] = await Promise.all([
    listEvents("upcoming", {}, now),
    filter.city ? knownCity(filter.city) : undefined,
  ]);
  if (city === null) return null;
  const months = new Set(upcoming.map((event) => monthOf(event.startsAt, event.timeZone)));
  // An event under way since last month keeps its month among the filters.
  if (filter.month && !months.has(filter.month) && !withinGuideMonths(filter.month, now)) return null;
  const kept = upcoming.filter(
    (event) =>
      (!city || citySlugOf(event.city) === city.slug) &&
      (!filter.month || monthOf(event.startsAt, event.timeZone) === filter.month),
  );
  const weekend = weekendOf(now);
  const unfiltered = !filter.city && !filter.month;
  const pages = unfiltered ? Math.max(1, Math.ceil(kept.length / GUIDE_PAGE_EVENTS)) : 1;
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const shown = unfiltered
    ? kept.slice((page - 1) * GUIDE_PAGE_EVENTS, page * GUIDE_PAGE_EVENTS)
    : kept.slice(0, GUIDE_EVENTS);
  const [events, weekendEvents] = await Promise.all([
    withMedia(shown),
    unfiltered && page === 1 ? withMedia(upcoming.filter((event) => happensDuring(event, weekend, now))) : [],
  ]);
  // The chosen city and month are offered even when no upcoming event is in them, so the choice shows as made.
  const cities = citiesOf([...upcoming.map((event) => event.city), ...(city ? [city.name] : [])]);
  if (filter.month) months.add(filter.month);
  return {
    events,
    total: kept.length,
    page,
    pages,
    weekend: weekendEvents,
    cities,
    months: [...months].sort(),
    ...(city && { city }),
    changesAt: new Date(Math.min(firstEndAfter(upcoming), weekend.end.getTime())),
  };
}

/** The instant just after the first upcoming event ends, when the past events gain one; null when none is coming. */
export async function nextEndAfter(now: Date): Promise<Date | null> {
  const first = await db.event.findFirst({
    where: { endsAt: { gte: now } },
    orderBy: { endsAt: "asc" },
    select: { endsAt: true },
  });
  return first && new Date(first.endsAt.getTime() + 1);
}

/** Page `page` of the past events, latest first, as many to a page as /post; null past the last page. */
export async function readPastEvents(
  page: number,
  now: Date = new Date(),
): Promise<{ events: ShownEvent[]; pages: number } | null> {
  const pages = pageCount(await db.event.count({ where: { endsAt: { lt: now } } }));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const events = await listEvents("past", { limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE }, now);
  return { events: await withMedia(events), pages };
}

/** The next events for the home page, and when the block changes by itself (the first of them ends). */
export async function readNextEvents(
  now: Date = new Date(),
): Promise<{ events: ShownEvent[]; changesAt: Date | null }> {
  const events = await listEvents("upcoming", { limit: HOME_EVENTS }, now);
  const changesAt = events.length > 0 ? new Date(firstEndAfter(events)) : null;
  return { events: await withMedia(events), changesAt };
}
