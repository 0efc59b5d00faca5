// A search beyond its client's rate (lib/search/search-throttle.ts) is refused here, before Next.js sees it
// (scripts/operations/start-server.ts): a page cannot answer 429 itself, and a refusal must cost next to nothing, or a
// client looping a search would hold the server with refusals instead.
import type { IncomingMessage, ServerResponse } from "node:http";
import messages from "../../messages/es.json";
import { SEARCH_PATH } from "../../lib/search/search-path";
import { clientOf } from "../../lib/client-meter";
import { countRefusal } from "../../lib/metrics/throttles";
import { searchMeter } from "../../lib/search/search-throttle";
import { commonSecurityHeaders, publicContentSecurityPolicy } from "../../lib/security/headers";
import { ApiError } from "../../lib/http/api-error";
import { sendError } from "../../lib/http/error-answer";
import { standalonePage } from "../../lib/http/standalone-page";

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

/** SEARCH_PATH or SEARCH_API_PATH when the request asks either to search for words; null when it costs no search. */
function searchOf(request: IncomingMessage): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url ?? "/", "http://site");
  const path = routedPath(url.pathname);
  const searched = (url.searchParams.get("q") ?? "").trim() !== "";
  return searched && (path === SEARCH_PATH || path === SEARCH_API_PATH) ? path : null;
}

const page = standalonePage(messages.SearchThrottle);

function refuse(request: IncomingMessage, response: ServerResponse, path: string, seconds: number): void {
  countRefusal("search");
  const retryAfter = { "Retry-After": String(seconds) };
  if (path === SEARCH_API_PATH) {
    sendError(response, new ApiError("too_many_requests", message, undefined, retryAfter));
    return;
  }
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": publicContentSecurityPolicy,
    ...retryAfter,
  };
  for (const { key, value } of commonSecurityHeaders) headers[key] = value;
  response.writeHead(429, headers).end(request.method === "HEAD" ? undefined : page);
}

/**
 * For the server entry, after it has pinned the client's address into X-Forwarded-For: true when it refused the
 * request, a search its client may not make yet (429 with Retry-After: the page in Spanish, the API its error shape).
 */
export function searchThrottleAnswers(
  now?: () => number,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const waitBeforeSearch = searchMeter(now);
  return (request, response) => {
    const path = searchOf(request);
    if (!path) return false;
    const seconds = waitBeforeSearch(clientOf(String(request.headers["x-forwarded-for"])));
    if (seconds === 0) return false;
    refuse(request, response, path, seconds);
    return true;
  };
}
