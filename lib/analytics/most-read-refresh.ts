// When a page showing "Lo más leído" is rendered again. No server-only here: the e2e specs that watch the page cache
// need the same instant.

/**
 * How long a page keeps its list. Views are written every few seconds, so a page kept until the next view would never
 * be kept at all; a week's ranking moves slowly, and five minutes late is nothing a reader notices, while it costs each
 * cached page at most one render (and one ranking query) every five minutes.
 */
export const MOST_READ_REFRESH_MS = 5 * 60 * 1000;

/**
 * When a list read at `now` is due again: the next whole five minutes of the clock, never `now` itself. Every page
 * rendered within the same five minutes, on any server, shows the same list and expires with it, and the data cache
 * holds one `due:` moment per five minutes rather than one per render.
 */
export function mostReadRefreshAt(now: Date): Date {
  return new Date((Math.floor(now.getTime() / MOST_READ_REFRESH_MS) + 1) * MOST_READ_REFRESH_MS);
}
