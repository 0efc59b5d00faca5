// How a removed post's or a deleted event's page reaches its 410, in one place. The server entry decides it
// (server/answers/retired-posts.ts: 308 for a former id, 410 for a share image, and for a page this mark on the
// request); next.config.ts rewrites a marked address to the removed-post page (retiredPageRewrites), and proxy.ts, which
// runs for a marked address only, answers it with GONE_ANSWER. A client's copy of the mark never gets that far
// (server/internal-headers.ts).

/** The mark on the request of a removed post's or deleted event's page; set by the server entry only. */
export const RETIRED_HEADER = "x-pulso-retired";
/** The page readers see at a removed post's address; no slug has an underscore, so no post can take it. */
export const GONE_PAGE_PATH = "/post/nota_retirada";
/**
 * The page readers see at a deleted event's address and its timetable's, which are marked the same way; no event can
 * take it either.
 */
export const GONE_EVENT_PAGE_PATH = "/eventos/evento_retirado";

/** The segment of an event's timetable under its page (lib/urls.ts, timetablePath), retired with it. */
export const TIMETABLE_SEGMENT = "horarios";

/** As a 404: a proxy keeps it a minute, so a post restored from the trash is back within that time everywhere. */
export const SHORT_LIVED = "public, max-age=0, s-maxage=60";

const marked = [{ type: "header" as const, key: RETIRED_HEADER }];

/**
 * The addresses proxy.ts must run for. Its matcher is literal, as Next.js requires: lib/retired-page.test.ts keeps
 * these entries in it.
 */
export const RETIRED_PAGE_MATCHERS = [
  { source: "/post/:id", has: marked },
  { source: "/eventos/:id", has: marked },
  { source: `/eventos/:id/${TIMETABLE_SEGMENT}/:day*`, has: marked },
];

/** next.config.ts's rewrites of a marked address to the page readers see there. */
export const retiredPageRewrites = () => [
  { source: "/post/:id", has: marked, destination: GONE_PAGE_PATH },
  { source: "/eventos/:id", has: marked, destination: GONE_EVENT_PAGE_PATH },
  { source: `/eventos/:id/${TIMETABLE_SEGMENT}/:day*`, has: marked, destination: GONE_EVENT_PAGE_PATH },
];

/** proxy.ts's answer to a marked request: Next.js renders the page under this status, and so adds noindex. */
export const GONE_ANSWER = { status: 410, headers: { "Cache-Control": SHORT_LIVED } };
