// A search beyond its client's rate (lib/search/search-throttle.ts) is refused here, before Next.js sees it: a page
// cannot answer 429 itself, and a refusal must cost next to nothing, or a client looping a search would hold the server
// with refusals instead.
import messages from "../../messages/es.json";
import { SEARCH_PATH } from "../../lib/search/search-path";
import { clientOf } from "../../lib/client-meter";
import { countRefusal } from "../../lib/metrics/throttles";
import { searchMeter } from "../../lib/search/search-throttle";
import { publicContentSecurityPolicy } from "../../lib/security/headers";
import { ApiError } from "../../lib/http/api-error";
import { standalonePage } from "../../lib/http/standalone-page";
import { READ_METHODS, responderOf, type Address, type EarlyAnswer, type Reply } from "../responder";

const SEARCH_API_PATH = "/edmNews";
// Reached by the server entry, where next-intl's request config is not: the strings are read as the error pages do.
const { message } = messages.SearchThrottle;

/** The page's address as Next.js routes it: dot segments resolved and escapes decoded ("/./%62uscar" is /buscar). */
function routedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** SEARCH_PATH or SEARCH_API_PATH as Next.js routes the address, or null. */
function searchPathOf(address: Address): string | null {
  const path = address.routedPath && routedPath(address.routedPath);
  return path === SEARCH_PATH || path === SEARCH_API_PATH ? path : null;
}

const page = standalonePage(messages.SearchThrottle);

function refuse(reply: Reply, path: string, seconds: number): true {
  countRefusal("search");
  const retryAfter = { "Retry-After": String(seconds) };
  if (path === SEARCH_API_PATH) return reply.error(new ApiError("too_many_requests", message, undefined, retryAfter));
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": publicContentSecurityPolicy,
    ...retryAfter,
  };
  return reply.send(429, headers, page);
}

/**
 * After the server entry has pinned the client's address into X-Forwarded-For: a search its client may not make yet
 * (429 with Retry-After: the page in Spanish, the API its error shape). A request that asks for no words costs none.
 */
export function searchThrottle(now?: () => number): EarlyAnswer {
  const waitBeforeSearch = searchMeter(now);
  return {
    path: (address) => searchPathOf(address) !== null,
    methods: READ_METHODS,
    otherMethods: "pass",
    answer: (request, reply, address) => {
      if ((address.query.get("q") ?? "").trim() === "") return false;
      const seconds = waitBeforeSearch(clientOf(String(request.headers["x-forwarded-for"])));
      return seconds !== 0 && refuse(reply, searchPathOf(address)!, seconds);
    },
  };
}

export const searchThrottleAnswers = (now?: () => number) => responderOf([searchThrottle(now)]);
