// A search beyond its client's rate (lib/search/search-throttle.ts) is refused here, before Next.js sees it
// (scripts/operations/start-server.ts): a page cannot answer 429 itself, and a refusal must cost next to nothing, or a
// client looping a search would hold the server with refusals instead.
import type { IncomingMessage, ServerResponse } from "node:http";
import messages from "../../messages/es.json";
import { SEARCH_PATH } from "../search/search-path";
import { clientOf } from "../client-meter";
import { searchMeter } from "../search/search-throttle";
import { commonSecurityHeaders, publicContentSecurityPolicy } from "../security/headers";
import { site } from "../site";
import { ApiError } from "./api-error";
import { sendError } from "./error-answer";

const SEARCH_API_PATH = "/edmNews";
// Reached by the server entry, where next-intl's request config is not: the strings are read as the error pages do.
const { title, message, home } = messages.SearchThrottle;

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

// Answered before Next.js, so without the site's stylesheet: the brand's colours are inline (the public CSP allows it).
const page = `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#07060f;color:#f4f1ff;
font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;line-height:1.6;text-align:center}
main{max-width:34rem;padding:2rem 1.25rem}
.brand{color:#f4f1ff;font-weight:900;letter-spacing:.04em;text-transform:uppercase;text-decoration:none}
.brand span{color:#ff3dc8}
h1{font-family:system-ui,"Arial Black",sans-serif;font-size:clamp(2rem,7vw,3rem);line-height:1.1;margin:2.5rem 0 1rem}
p{color:#bdb6d6;margin:0 0 2rem}
.home{display:inline-block;padding:.7rem 1.4rem;border:1px solid #3be8ff;border-radius:999px;color:#3be8ff;
font-weight:700;text-decoration:none}
.home:focus-visible,.home:hover{background:rgb(59 232 255 / .12)}
</style></head>
<body><main><a class="brand" href="/"><span aria-hidden="true">~</span> ${site.product}</a><h1>${title}</h1>
<p>${message}</p><a class="home" href="/">${home}</a></main></body>
</html>
`;

function refuse(request: IncomingMessage, response: ServerResponse, path: string, seconds: number): void {
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
