import { createTranslator } from "use-intl/core";
import messages from "@/messages/es.json";
import { AuthorPosts } from "@/components/authors/AuthorPosts";
import { PastEvents } from "@/components/events/PastEvents";
import { SearchResults } from "@/components/search/SearchResults";
import { TopicPostList } from "@/components/topics/TopicPostList";
import { markupOf } from "@/scripts/testing/story-markup";
import { NewsList } from "./NewsList";

jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace: keyof typeof messages) => createTranslator({ locale: "es", messages, namespace }),
}));

const author = { slug: "ana-lopez", name: "Ana López", bio: "", photo: "", media: null };

/** Every list the site pages through, empty, at page 1 of `pages`. */
const lists: [string, (pages: number) => Promise<React.ReactNode>][] = [
  ["news", (pages) => NewsList({ posts: [], page: 1, pages })],
  ["topic", (pages) => TopicPostList({ topic: { slug: "techno", name: "Techno" }, posts: [], page: 1, pages })],
  ["author", (pages) => AuthorPosts({ author, posts: [], page: 1, pages })],
  ["past events", (pages) => PastEvents({ events: [], page: 1, pages })],
  [
    "search",
    (pages) => SearchResults({ query: "techno", found: { results: [], total: 8, capped: false, page: 1, pages } }),
  ],
];

describe("a list of one page", () => {
  it.each(lists)("%s: says nothing of pages and shows no page buttons", async (name, list) => {
    const html = await markupOf(list(1));
    expect(html).not.toMatch(/[Pp]ágina 1 de 1/);
    expect(html).not.toContain("<nav");
    expect(html).not.toContain('aria-label="Página 1"');
    // The cards' h3 still have an h2 above them (axe's heading order).
    if (name !== "search") expect(html).toContain("<h2");
  });

  it.each(lists)("%s of two pages: tells the page and links the next", async (_, list) => {
    const html = await markupOf(list(2));
    expect(html).toMatch(/[Pp]ágina 1 de 2/);
    expect(html).toContain('aria-label="Página 2"');
    expect(html).toContain('rel="next"');
  });
});
