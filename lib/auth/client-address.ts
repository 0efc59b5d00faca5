/**
 * The client as the nearest proxy saw it: the last X-Forwarded-For entry. Next.js fills the header
 * with the socket's address when no proxy sent one; behind a reverse proxy that appends to it, a
 * client cannot choose this value.
 */
export function clientAddress(request: Request): string {
  const hops = request.headers.get("x-forwarded-for")?.split(",") ?? [];
  return hops.at(-1)?.trim() || "unknown";
}
