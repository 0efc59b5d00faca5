import "server-only";
import { z } from "@/lib/zod";
import { POSTS_PER_PAGE } from "@/lib/posts";
import { MAX_QUERY_LENGTH, pageParamSchema } from "@/lib/validations/list-query";
import { excerptOf, highlight, type Segment } from "./excerpt";
import { parseSearch } from "./query";
import { RANKED_MATCHES } from "./ranked-page";
import { searchPosts } from "./search-posts";

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `?q=&page=` of /buscar: a longer query is cut, as the parser would; a page that is no number is none (a 404). */
export const searchParamsSchema = z.object({
  q: z
    .preprocess(single, z.string().catch(""))
    .default("")
    .transform((q) => q.slice(0, MAX_QUERY_LENGTH).trim()),
  page: z.preprocess(single, pageParamSchema.nullable().catch(null)).default(1),
});

export type SearchResult = { id: string; date: string; title: Segment[]; excerpt: Segment[] };

export type SearchPage = {
  results: SearchResult[];
  total: number;
  /** More posts match than are ranked: `total` is RANKED_MATCHES. */
  capped: boolean;
  page: number;
  pages: number;
};

/** One page of results for a query; a page past the last (`page` > `pages`) has none. */
export async function searchPage(query: string, page: number): Promise<SearchPage> {
  const terms = parseSearch(query);
  const { hits, total } = await searchPosts(terms, { limit: POSTS_PER_PAGE, offset: (page - 1) * POSTS_PER_PAGE });
  const pages = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const results = hits.map((hit) => ({
    id: hit.id,
    date: hit.date,
    title: highlight(hit.title, terms),
    excerpt: excerptOf(hit.description, hit.bodyText, terms),
  }));
  return { results, total, capped: total >= RANKED_MATCHES, page, pages };
}
