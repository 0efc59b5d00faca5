import { env } from "@/lib/env";
import { breadcrumbJsonLd } from "./breadcrumbs";
import { SCHEMA } from "./schema-org";

const words = { home: "Inicio", news: "Noticias", events: "Eventos", topics: "Temas" };
const at = (path: string) => `${env().SITE_URL}${path}`;

describe("breadcrumbJsonLd", () => {
  it("walks from the home page through the page's section to the page, each step with its absolute address", () => {
    expect(breadcrumbJsonLd(words, "events", { name: "Bahidorá 2027", path: "/eventos/bahidora-2027" })).toEqual({
      "@context": SCHEMA,
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: at("/") },
        { "@type": "ListItem", position: 2, name: "Eventos", item: at("/eventos") },
        { "@type": "ListItem", position: 3, name: "Bahidorá 2027", item: at("/eventos/bahidora-2027") },
      ],
    });
  });

  it("names each section's list: the news for a post, the topics for a topic", () => {
    const sections = (["news", "topics"] as const).map(
      (section) => breadcrumbJsonLd(words, section, { name: "x", path: "/x" }).itemListElement[1],
    );
    expect(sections).toEqual([
      { "@type": "ListItem", position: 2, name: "Noticias", item: at("/post") },
      { "@type": "ListItem", position: 2, name: "Temas", item: at("/tema") },
    ]);
  });

  it("goes straight from the home page to a page of no section, an author's, keeping its page number", () => {
    const trail = breadcrumbJsonLd(words, null, { name: "Ana Torres", path: "/autor/ana-torres?page=2" });
    expect(trail.itemListElement.map(({ position, item }) => [position, item])).toEqual([
      [1, at("/")],
      [2, at("/autor/ana-torres?page=2")],
    ]);
  });

  it("passes through the event a timetable belongs to", () => {
    const event = { name: "EDC México 2027", path: "/eventos/edc-mexico-2027" };
    const trail = breadcrumbJsonLd(words, "events", { name: "Horarios", path: `${event.path}/horarios` }, event);
    expect(trail.itemListElement.map(({ position, name }) => [position, name])).toEqual([
      [1, "Inicio"],
      [2, "Eventos"],
      [3, "EDC México 2027"],
      [4, "Horarios"],
    ]);
  });
});
