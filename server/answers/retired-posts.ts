// The answers of a retired post's address (lib/retired-posts.ts), given before Next.js sees the request
// (scripts/operations/start-server.ts): Next.js pages cannot answer 410, and proxy.ts on every post address cost the
// cached pages a quarter of their throughput or more. Here a cached post page costs one map lookup.
import type { IncomingMessage, ServerResponse } from "node:http";
import { retiredEventKey, retiredPosts, type Retirement } from "../../lib/retired-posts";
import { commonSecurityHeaders } from "../../lib/security/headers";
import { GONE_EVENT_PAGE_PATH, GONE_PAGE_PATH, RETIRED_HEADER, SHORT_LIVED } from "../../lib/retired-page";

/**
 * The post or event whose page (image "") or share image (image "/opengraph-image-…") the address is, read as Next.js
 * routes it: dot segments resolved and each segment percent-decoded, so /./post/{id} and /post/%72… are that post's
 * too. An event is known in the snapshot by retiredEventKey(id).
 */
function retirableAddressOf(url: string): { id: string; image: string; event: boolean } | null {
  // Next.js answers repeated slashes with a 308 to the address without them, which comes back here.
  if (url.startsWith("//")) return null;
  let segments: string[];
  try {
    segments = new URL(url, "http://site").pathname.split("/").slice(1).map(decodeURIComponent);
  } catch {
    // A malformed escape, which proxy.ts answers with 400.
    return null;
  }
  const [first, id, image, ...more] = segments;
  const event = first === "eventos";
  if ((first !== "post" && !event) || !id || more.length > 0) return null;
  if (image === undefined) return { id, image: "", event };
  return image.startsWith("opengraph-image-") ? { id, image: `/${image}`, event } : null;
}

function answer(response: ServerResponse, status: number, headers: Record<string, string>): void {
  for (const { key, value } of commonSecurityHeaders) headers[key] = value;
  response.writeHead(status, { ...headers, "Cache-Control": SHORT_LIVED }).end();
}

/** Answers the request of `retirement` (a page or its share image), or leaves it to Next.js. */
function settle(request: IncomingMessage, response: ServerResponse, retirement: Retirement | null, image: string) {
  if (!retirement) return false;
  if (retirement.status === 308) {
    answer(response, 308, { Location: `/post/${retirement.to}${image}` });
    return true;
  }
  if (image) {
    answer(response, 410, {});
    return true;
  }
  request.headers[RETIRED_HEADER] = "gone";
  return false;
}

/**
 * For a GET or HEAD of a post's or an event's address or its share image: answers a former id with 308 and a removed
 * post's or a deleted event's image with 410, or marks its page, which Next.js answers with the removed post's or
 * event's page as a 410. Calls `handle` when Next.js is to answer. Synchronous unless the snapshot is loading.
 */
export function routeRetiredPost(request: IncomingMessage, response: ServerResponse, handle: () => void): void {
  // Other methods get what Next.js answers them on any post (proxy.ts's 405 for a share image).
  const address = request.method === "GET" || request.method === "HEAD" ? retirableAddressOf(request.url ?? "") : null;
  if (!address) return handle();
  const { id, image, event } = address;
  const [path, gonePage, key] = event
    ? [`/eventos/${id}`, GONE_EVENT_PAGE_PATH, retiredEventKey(id)]
    : [`/post/${id}`, GONE_PAGE_PATH, id];
  const retirement = path === gonePage ? { status: 410 as const } : retiredPosts()?.retirementOf(key);
  if (!(retirement instanceof Promise)) {
    if (!settle(request, response, retirement ?? null, image)) handle();
    return;
  }
  void retirement.then((known) => {
    if (!settle(request, response, known, image)) handle();
  });
}
