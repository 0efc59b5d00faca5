/** The reader's destinations, in the order the header and the footer show them. */
export const siteLinks = [
  { href: "/", key: "home" },
  { href: "/post", key: "news" },
  { href: "/team", key: "team" },
  { href: "/contact", key: "contact" },
] as const;

export const LOGIN_HREF = "/login";

export type NavLink = { href: string; label: string };
