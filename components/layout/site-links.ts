import { CONTACT_PATH, EVENTS_PATH, HOME_PATH, LOGIN_PATH, NEWS_PATH, TEAM_PATH } from "@/lib/urls";

/** The reader's destinations, in the order the header and the footer show them. */
export const siteLinks = [
  { href: HOME_PATH, key: "home" },
  { href: NEWS_PATH, key: "news" },
  { href: EVENTS_PATH, key: "events" },
  { href: TEAM_PATH, key: "team" },
  { href: CONTACT_PATH, key: "contact" },
] as const;

export const LOGIN_HREF = LOGIN_PATH;

export type NavLink = { href: string; label: string };
