// Where a page sits in the site, as search engines show it above its result: a BreadcrumbList from the home page.
import "server-only";
import { absoluteUrl, EVENTS_PATH, HOME_PATH, NEWS_PATH } from "@/lib/urls";
import { TOPICS_PATH } from "@/lib/topics/topic-paths";
import { SCHEMA } from "./schema-org";

/** One step of the trail: its name and its address on the site. */
export type Crumb = { name: string; path: string };

/** The lists a page belongs to, each with its address; an author's page belongs to none but the home page. */
export const BREADCRUMB_SECTIONS = { news: NEWS_PATH, events: EVENTS_PATH, topics: TOPICS_PATH } as const;
export type BreadcrumbSection = keyof typeof BREADCRUMB_SECTIONS;

/** The words of the trail's first steps (messages/es.json, Breadcrumbs). */
export type BreadcrumbWords = Record<"home" | BreadcrumbSection, string>;

/** Home, then the page's section when it has one, then the page it is part of (an event's timetable's event), then itself. */
export function breadcrumbJsonLd(words: BreadcrumbWords, section: BreadcrumbSection | null, page: Crumb, via?: Crumb) {
  const trail: Crumb[] = [
    { name: words.home, path: HOME_PATH },
    ...(section ? [{ name: words[section], path: BREADCRUMB_SECTIONS[section] }] : []),
    ...(via ? [via] : []),
    page,
  ];
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}
