// The guide's public addresses to their cached routes, for next.config.ts, which loads this file by itself: nothing
// here may import (the config's loader knows no "@/" path). lib/events/guide-addresses.ts reads the same names.

export const CITY_PARAM = "ciudad";
export const MONTH_PARAM = "mes";
/** The route every filtered guide is rendered at; FILTER_ANY stands for a filter not chosen. */
export const FILTER_ROUTE = "/eventos/filtro";
export const FILTER_ANY = "cualquiera";
/** The past events' later pages: /eventos/pasados?page=N, rewritten to PAST_PAGES_ROUTE/N. */
export const PAST_PAGES_ROUTE = "/eventos/pasados/pages";
/** The unfiltered guide's later pages: /eventos?page=N, rewritten to GUIDE_PAGES_ROUTE/N. */
export const GUIDE_PAGES_ROUTE = "/eventos/pages";
export const CITY_SLUG_MAX_LENGTH = 100;

const CITY_VALUE = `(?<ciudad>[a-z0-9-]{1,${CITY_SLUG_MAX_LENGTH}})`;
const MONTH_VALUE = "(?<mes>\\d{4}-\\d{2})";
/** A value no route segment takes: a malformed filter is a 404. */
const MALFORMED = `${FILTER_ROUTE}/_/_`;

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: "query"; key: string; value?: string }[];
  missing?: { type: "query"; key: string }[];
};

/**
 * The guide's public addresses to their cached routes, first match wins: both filters, one without the other, then
 * anything else that names one (an empty value reads as none, as ?page= does). The routes check the values again.
 */
export function guideRewrites(): Rewrite[] {
  const city = { type: "query" as const, key: CITY_PARAM, value: CITY_VALUE };
  const month = { type: "query" as const, key: MONTH_PARAM, value: MONTH_VALUE };
  const page = { type: "query" as const, key: "page", value: "(?<page>[1-9]\\d{0,5})" };
  const anyPage = { type: "query" as const, key: "page" };
  // A filter is one page: with a city or a month, ?page= is left to the filter's rules below.
  const unfiltered = [
    { type: "query" as const, key: CITY_PARAM },
    { type: "query" as const, key: MONTH_PARAM },
  ];
  return [
    { source: "/eventos/pasados", has: [page], destination: `${PAST_PAGES_ROUTE}/:page` },
    { source: "/eventos/pasados", has: [anyPage], destination: `${PAST_PAGES_ROUTE}/invalid` },
    { source: "/eventos", has: [page], missing: unfiltered, destination: `${GUIDE_PAGES_ROUTE}/:page` },
    { source: "/eventos", has: [anyPage], missing: unfiltered, destination: `${GUIDE_PAGES_ROUTE}/invalid` },
    { source: "/eventos", has: [city, month], destination: `${FILTER_ROUTE}/:ciudad/:mes` },
    {
      source: "/eventos",
      has: [city],
      missing: [{ type: "query", key: MONTH_PARAM }],
      destination: `${FILTER_ROUTE}/:ciudad/${FILTER_ANY}`,
    },
    {
      source: "/eventos",
      has: [month],
      missing: [{ type: "query", key: CITY_PARAM }],
      destination: `${FILTER_ROUTE}/${FILTER_ANY}/:mes`,
    },
    { source: "/eventos", has: [{ type: "query", key: CITY_PARAM }], destination: MALFORMED },
    { source: "/eventos", has: [{ type: "query", key: MONTH_PARAM }], destination: MALFORMED },
  ];
}
