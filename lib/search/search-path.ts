// The search page's address: the header's form sends its field here as ?q=.
export const SEARCH_PATH = "/buscar";

/** A search's one address, its canonical and og:url too: the query as read (lib/search/search-page.ts), page 1 bare. */
export function searchPath(query: string, page = 1): string {
  const params = new URLSearchParams(query ? { q: query } : {});
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}
