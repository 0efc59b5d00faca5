// Every public address of the site, and the one origin that makes them absolute.
import "server-only";
import { env } from "@/lib/env";
import { TIMETABLE_SEGMENT } from "@/lib/retired-page";

export const HOME_PATH = "/";
/** The news list; its later pages are listPagePath(N). */
export const NEWS_PATH = "/post";
export const TEAM_PATH = "/team";
export const CONTACT_PATH = "/contact";
export const COOKIES_PATH = "/cookies";
/** What the site counts of its readers, and what it never keeps. */
export const PRIVACY_PATH = "/privacidad";
/** The editor's login, outside the site's layout. */
export const LOGIN_PATH = "/login";
/** "¿Olvidaste tu contraseña?": the form that mails a reset link. */
export const FORGOTTEN_PASSWORD_PATH = `${LOGIN_PATH}/olvido`;
/** Where a reset link lands: the token in the query, read once by the new password's form. */
export const NEW_PASSWORD_PATH = `${LOGIN_PATH}/nueva-clave`;
export const newPasswordPath = (token: string) => `${NEW_PASSWORD_PATH}?${new URLSearchParams({ token })}`;
export const FEED_PATH = "/feed.xml";
export const SITEMAP_PATH = "/sitemap.xml";
export const NEWS_SITEMAP_PATH = "/news-sitemap.xml";
export const LOGO_PATH = "/images/brand/logo.png";
/** The guide of upcoming events; an event's page is eventPath(id). */
export const EVENTS_PATH = "/eventos";
/** Every upcoming event as an iCalendar feed, the address a calendar app subscribes to. */
export const EVENTS_CALENDAR_PATH = "/eventos.ics";

/** The events already over, latest first; its later pages are pastEventsPagePath(N). */
export const PAST_EVENTS_PATH = "/eventos/pasados";

/** The boletín's signup form posts here, from the footer of every public page and the end of every post. */
export const NEWSLETTER_SIGNUP_PATH = "/boletin";
/** Where a signup lands, whatever the address's state: "Revisa tu correo". */
export const NEWSLETTER_SIGNED_UP_PATH = "/boletin/revisa";
/** Where the link of a boletín's confirmation mail leads; the signed token rides in its query. */
export const NEWSLETTER_CONFIRM_PATH = "/boletin/confirmar";
/**
 * The unsubscribe link of every boletín and of its List-Unsubscribe header: a GET shows a page with one button, a POST
 * (the button, or a mail program's RFC 8058 one-click) unsubscribes. The signed token rides in its query.
 */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/boletin/baja";
/** Where the confirmation page's button leads once the address is confirmed: "Listo, ya estás suscrito". */
export const NEWSLETTER_CONFIRMED_PATH = "/boletin/confirmada";
/** Where the unsubscribe page's button leads once the address has left. */
export const NEWSLETTER_UNSUBSCRIBED_PATH = "/boletin/cancelada";
/** The part of /privacidad about the boletín, which the signup form's consent line links to. */
export const PRIVACY_NEWSLETTER_SECTION = "boletin";
export const PRIVACY_NEWSLETTER_PATH = `${PRIVACY_PATH}#${PRIVACY_NEWSLETTER_SECTION}`;

export const postPath = (id: string) => `${NEWS_PATH}/${id}`;

export const eventPath = (id: string) => `${EVENTS_PATH}/${id}`;

/**
 * One event's .ics, under its page's address rather than beside it: a dynamic segment cannot end in ".ics", and a
 * child of /eventos/{id} cannot collide with the page itself. The extension makes a browser hand the file to the
 * calendar app even where the Content-Type is lost.
 */
export const eventCalendarPath = (id: string) => `${eventPath(id)}/calendario.ics`;

/** An event's timetable: its first festival day at /horarios, each later one at /horarios/{YYYY-MM-DD}. */
export const timetablePath = (id: string, day?: string) =>
  `${eventPath(id)}/${TIMETABLE_SEGMENT}${day ? `/${day}` : ""}`;

/** A reader's plan: its page, and its calendar, which a dynamic segment cannot end in ".ics" (next.config.ts rewrites). */
export const PLANS_PATH = "/plan";
export const planPath = (token: string) => `${PLANS_PATH}/${token}`;
export const planCalendarPath = (token: string) => `${planPath(token)}.ics`;
/** webcal:// makes the browser hand a calendar to the calendar app, which subscribes to it over https. */
export const webcalUrl = (path: string) => absoluteUrl(path).replace(/^https?:/, "webcal:");

/** The list's public address: /post for the first page, /post?page=N after it (next.config.ts rewrites it). */
export const listPagePath = (page: number) => (page <= 1 ? NEWS_PATH : `${NEWS_PATH}?page=${page}`);

/** The past events' public address: /eventos/pasados, then /eventos/pasados?page=N (next.config.ts rewrites it). */
export const pastEventsPagePath = (page: number) => (page <= 1 ? PAST_EVENTS_PATH : `${PAST_EVENTS_PATH}?page=${page}`);
/** The unfiltered guide's page N: /eventos, then /eventos?page=N (next.config.ts rewrites it). */
export const guidePagePath = (page: number) => (page <= 1 ? EVENTS_PATH : `${EVENTS_PATH}?page=${page}`);

export const newsletterConfirmPath = (token: string) => `${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token })}`;

export const newsletterUnsubscribePath = (token: string) =>
  `${NEWSLETTER_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;

/** Part N of a sitemap too large for one file. */
export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/** Search engines and share previews need absolute addresses; SITE_URL is the one public origin. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env().SITE_URL}/`).toString();
}
