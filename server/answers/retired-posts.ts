// The answers of a retired post's address (lib/retired-posts.ts), given before Next.js sees the request: Next.js
// pages cannot answer 410, and proxy.ts on every post address cost the cached pages a quarter of their throughput or
// more. Here a cached post page costs one map lookup.
import type { IncomingMessage, ServerResponse } from "node:http";
import { retiredEventKey, retiredPosts as retiredPostsSnapshot, type Retirement } from "../../lib/retired-posts";
import {
  GONE_EVENT_PAGE_PATH,
  GONE_PAGE_PATH,
  RETIRED_HEADER,
  SHORT_LIVED,
  TIMETABLE_SEGMENT,
} from "../../lib/retired-page";
import { READ_METHODS, responderOf, unlessTaken, type Address, type EarlyAnswer, type Reply } from "../responder";

/**
 * The post or event whose page (image "", an event's timetable included) or share image (image "/opengraph-image-…") the address is, read as Next.js
 * routes it: dot segments resolved and each segment percent-decoded, so /./post/{id} and /post/%72… are that post's
 * too. An event is known in the snapshot by retiredEventKey(id).
 */
function retirableAddressOf({ path, routedPath }: Address): { id: string; image: string; event: boolean } | null {
  // Next.js answers repeated slashes with a 308 to the address without them, which comes back here.
  if (path.startsWith("//") || routedPath === null) return null;
  // Most requests are for other pages: no need to split or decode them.
  if (!routedPath.startsWith("/post/") && !routedPath.startsWith("/eventos/") && !routedPath.includes("%")) return null;
  let segments: string[];
  try {
    segments = routedPath.split("/").slice(1).map(decodeURIComponent);
  } catch {
    // A malformed escape, which proxy.ts answers with 400.
    return null;
  }
  const [first, id, image, ...more] = segments;
  const event = first === "eventos";
  if ((first !== "post" && !event) || !id) return null;
  // An event's timetable, at its first day or another, goes with its page.
  if (event && image === TIMETABLE_SEGMENT && more.length <= 1) return { id, image: "", event };
  if (more.length > 0) return null;
  if (image === undefined) return { id, image: "", event };
  return image.startsWith("opengraph-image-") ? { id, image: `/${image}`, event } : null;
}

const shortLived = (headers: Record<string, string> = {}) => ({ ...headers, "Cache-Control": SHORT_LIVED });

/** Answers the request of `retirement` (a page or its share image), or marks a page and leaves it to Next.js. */
function settle(request: IncomingMessage, reply: Reply, retirement: Retirement | null, image: string): boolean {
  if (!retirement) return false;
  if (retirement.status === 308) return reply.send(308, shortLived({ Location: `/post/${retirement.to}${image}` }));
  if (image) return reply.send(410, shortLived());
  request.headers[RETIRED_HEADER] = "gone";
  return false;
}

/**
 * A GET or HEAD of a post's or an event's address or its share image: a former id answers 308, a removed post's or a
 * deleted event's image 410, and its page is marked, which Next.js answers with the removed post's or event's page as a
 * 410 (lib/retired-page.ts). Other methods get what Next.js answers them on any post (proxy.ts's 405 for a share image).
 * Synchronous unless the snapshot is loading.
 */
export const retiredPosts: EarlyAnswer = {
  path: (address) => retirableAddressOf(address) !== null,
  methods: READ_METHODS,
  otherMethods: "pass",
  answer: (request, reply, address) => {
    const { id, image, event } = retirableAddressOf(address)!;
    const [path, gonePage, key] = event
      ? [`/eventos/${id}`, GONE_EVENT_PAGE_PATH, retiredEventKey(id)]
      : [`/post/${id}`, GONE_PAGE_PATH, id];
    const retirement = path === gonePage ? { status: 410 as const } : retiredPostsSnapshot()?.retirementOf(key);
    if (!(retirement instanceof Promise)) return settle(request, reply, retirement ?? null, image);
    return retirement.then((known) => settle(request, reply, known, image));
  },
};

const answerRetired = responderOf([retiredPosts]);

/** Calls `handle` when Next.js is to answer. */
export function routeRetiredPost(request: IncomingMessage, response: ServerResponse, handle: () => void): void {
  unlessTaken(answerRetired(request, response), handle);
}
