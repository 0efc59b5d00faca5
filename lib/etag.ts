// A stored version (a post's, an event's) as an HTTP entity tag: strong and quoted, "<version>".

export const etagOf = (version: number) => `"${version}"`;

/**
 * Whether a change sent with this If-Match may go ahead: no header or `*` always may; otherwise one of the listed tags
 * must be the current version's (a weak W/ tag never matches, as RFC 9110 asks of If-Match).
 */
export function ifMatchAccepts(ifMatch: string | null | undefined, version: number): boolean {
  if (ifMatch === null || ifMatch === undefined || ifMatch.trim() === "*") return true;
  return ifMatch.split(",").some((tag) => tag.trim() === etagOf(version));
}
