// The search page's address: the header's form sends its field here as ?q=.
export const SEARCH_PATH = "/buscar";

export function searchPath(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `${SEARCH_PATH}?${params}`;
}
