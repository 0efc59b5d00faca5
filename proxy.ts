// Runs before routing for the editor's pages (nonce CSP), for addresses with percent signs (malformed escapes,
// control characters), for share images and topic feeds (methods), for removed posts' and events' pages (410), and for
// the boletín's pages with a form (their POSTs, and 400 for a link that is not valid).
import { NextResponse, type NextRequest } from "next/server";
import { methodNotAllowed } from "@/lib/api/methods";
import { ApiError } from "@/lib/http/api-error";
import { errorResponse } from "@/lib/http/error-answer";
import { EDITION_PREVIEW_PATH } from "@/lib/editor/editor-paths";
import { routeReaderPage } from "@/lib/newsletter/reader-routing";
import { GONE_ANSWER, RETIRED_HEADER } from "@/lib/retired-page";
import { editorContentSecurityPolicy, isEditorPage, mailPreviewContentSecurityPolicy } from "@/lib/security/headers";

function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * No page's address holds a control character or a line separator, and Next.js matches an unknown address holding
 * a line break to app/(site)/[...unknown] without rendering it ahead (its pattern's "." stops there), which would
 * send the not-found words as a 200. Such an address gets the not-found page of one that has none of them.
 */
const UNREADABLE = /[\p{Cc}\u2028\u2029]/u;
const UNKNOWN_ADDRESS = "/direccion_desconocida";

/** Next answers a dynamic segment like /post/% with a bare 500; a bad address is the client's error. */
const malformedAddress = () =>
  errorResponse(new ApiError("validation", "The address contains a malformed percent-encoding."));

/** Next reads the nonce from the request's CSP header and puts it on every script it renders. */
function withNonce(request: NextRequest): NextResponse {
  const policy = editorContentSecurityPolicy(Buffer.from(crypto.randomUUID()).toString("base64"));
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function mailPreview(): NextResponse {
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", mailPreviewContentSecurityPolicy);
  return response;
}

/**
 * Next.js renders a page for any method, and answers a share image, a topic's feed or an event's calendar (cached
 * route handlers) from its cache for any method, or with a 405 that has no Allow. The addresses that pass through here
 * anyway take GET and HEAD only; share images, feeds and calendars are fetched rarely (by social networks, feed
 * readers and calendar apps), so routing them here costs readers nothing.
 */
const SHARE_IMAGE = /^\/(?:post|eventos)\/[^/]+\/opengraph-image-[^/]*$/;
const TOPIC_FEED = /^\/tema\/[^/]+\/feed\.xml$/;
const EVENT_CALENDAR = /^\/eventos\/[^/]+\/calendario\.ics$/;
const takesOnlyGet = (pathname: string) =>
  isEditorPage(pathname) || [SHARE_IMAGE, TOPIC_FEED, EVENT_CALENDAR].some((address) => address.test(pathname));

/**
 * The post and event forms' one server function, the story's preview
 * (components/editor/story-toolbar/preview-story.tsx), is a POST to the form's page with Next.js's action header;
 * Next.js answers it only with a known action id from this site's origin.
 */
const FORM_PAGE = /^\/(?:createPost|editor\/posts\/[^/]+|editor\/eventos\/[^/]+)$/;
const callsServerFunction = (request: NextRequest) =>
  request.method === "POST" && request.headers.has("next-action") && FORM_PAGE.test(request.nextUrl.pathname);

export function proxy(request: NextRequest) {
  // A removed post's page, marked by the server entry and rewritten by next.config.ts (lib/retired-page.ts).
  if (request.headers.has(RETIRED_HEADER)) return NextResponse.next(GONE_ANSWER);
  const { pathname } = request.nextUrl;
  const path = decoded(pathname);
  if (path === null) return malformedAddress();
  if (UNREADABLE.test(path)) return NextResponse.rewrite(new URL(UNKNOWN_ADDRESS, request.url));
  const readerPage = routeReaderPage(request);
  if (readerPage) return readerPage;
  if (
    takesOnlyGet(pathname) &&
    request.method !== "GET" &&
    request.method !== "HEAD" &&
    !callsServerFunction(request)
  ) {
    return methodNotAllowed(request.method, "GET, HEAD");
  }
  if (pathname === EDITION_PREVIEW_PATH) return mailPreview();
  if (isEditorPage(pathname)) return withNonce(request);
  return NextResponse.next();
}

// Literal, as Next requires. Slugs never contain "%", so the cached public pages never pass through here.
export const config = {
  matcher: [
    "/login",
    "/login/:path*",
    "/createPost",
    "/editor",
    "/editor/:path*",
    "/(.*%.*)",
    "/post/:id/(opengraph-image-.*)",
    "/eventos/:id/(opengraph-image-.*)",
    "/tema/:slug/feed.xml",
    "/eventos/:id/calendario.ics",
    // The boletín's pages with a form (lib/newsletter/reader-routing.ts, READER_FORM_PAGES).
    "/boletin",
    "/boletin/confirmar",
    "/boletin/baja",
    // Only the requests the server marked (lib/retired-page.ts, RETIRED_PAGE_MATCHERS): every other post or event page
    // skips the proxy.
    { source: "/post/:id", has: [{ type: "header", key: "x-pulso-retired" }] },
    { source: "/eventos/:id", has: [{ type: "header", key: "x-pulso-retired" }] },
    { source: "/eventos/:id/horarios/:day*", has: [{ type: "header", key: "x-pulso-retired" }] },
  ],
};
