// Runs before routing for the editor's pages (nonce CSP), for addresses with percent signs (malformed escapes) and
// for share images and topic feeds (methods).
import { NextResponse, type NextRequest } from "next/server";
import { methodNotAllowed } from "@/lib/api/methods";
import { editorContentSecurityPolicy, isEditorPage } from "@/lib/security/headers";

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Next answers a dynamic segment like /post/% with a bare 500; a bad address is the client's error. */
const malformedAddress = () =>
  NextResponse.json(
    { error: { code: "validation", message: "The address contains a malformed percent-encoding." } },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );

/** Next reads the nonce from the request's CSP header and puts it on every script it renders. */
function withNonce(request: NextRequest): NextResponse {
  const policy = editorContentSecurityPolicy(Buffer.from(crypto.randomUUID()).toString("base64"));
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * Next.js renders a page for any method, and answers a share image or a topic's feed (cached route handlers) from its
 * cache for any method, or with a 405 that has no Allow. The addresses that pass through here anyway take GET and
 * HEAD only; share images and feeds are fetched rarely (by social networks and feed readers), so routing them here
 * costs readers nothing.
 */
const SHARE_IMAGE = /^\/post\/[^/]+\/opengraph-image-[^/]*$/;
const TOPIC_FEED = /^\/tema\/[^/]+\/feed\.xml$/;
const takesOnlyGet = (pathname: string) =>
  isEditorPage(pathname) || SHARE_IMAGE.test(pathname) || TOPIC_FEED.test(pathname);

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isDecodable(pathname)) return malformedAddress();
  if (takesOnlyGet(pathname) && request.method !== "GET" && request.method !== "HEAD") {
    return methodNotAllowed(request.method, "GET, HEAD");
  }
  if (isEditorPage(pathname)) return withNonce(request);
  return NextResponse.next();
}

// Literal, as Next requires. Slugs never contain "%", so the cached public pages never pass through here.
export const config = {
  matcher: [
    "/login",
    "/createPost",
    "/editor",
    "/editor/:path*",
    "/(.*%.*)",
    "/post/:id/(opengraph-image-.*)",
    "/tema/:slug/feed.xml",
  ],
};
