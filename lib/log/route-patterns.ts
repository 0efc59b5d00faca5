// The route pattern a request's path belongs to (`/post/[id]`, never `/post/abc`), for its log line and its metrics:
// a bounded set of names, whatever addresses clients make up. Read from the build's routes manifest, where Next.js
// lists every page and route handler with the expression it matches; the paths answered before Next.js have their
// own names.
import { routesManifest, type RoutesManifest } from "../next-internals";

/** Answered by the server entry before Next.js, so outside the manifest. */
const SERVER_ENTRY_PATHS = ["/metrics"];

/** Paths outside the manifest: the build's files and the images Next.js resizes. */
const PREFIXES: [prefix: string, pattern: string][] = [
  ["/_next/static/", "/_next/static/[file]"],
  ["/_next/image", "/_next/image"],
];

/** What an address no route takes is counted as: Next.js answers it with its 404. */
export const UNMATCHED = "[unmatched]";

function firstSegment(path: string): string {
  const end = path.indexOf("/", 1);
  return path.slice(1, end < 0 ? undefined : end);
}

const isParameter = (segment: string) => segment.startsWith("[");

export type RoutePatternOf = (pathname: string) => string;

export function routePatternsFrom(manifest: RoutesManifest): RoutePatternOf {
  const exact = new Map<string, string>();
  for (const page of [...manifest.staticRoutes.map((route) => route.page), ...SERVER_ENTRY_PATHS])
    exact.set(page, page);
  const dynamic = manifest.dynamicRoutes.map(({ page, regex }) => ({ page, regex: new RegExp(regex) }));
  // Next.js orders them from the most specific, the catch-all last, and takes the first that matches. A route whose
  // first segment is written out matches only paths that begin with it, so a path is tried, in that same order, against
  // those and the routes whose first segment is a parameter: /post/[id] was the 40th expression of 46 tried.
  const open = dynamic.filter(({ page }) => isParameter(firstSegment(page)));
  const byFirstSegment = new Map<string, typeof dynamic>();
  for (const first of new Set(dynamic.map(({ page }) => firstSegment(page)).filter((first) => !isParameter(first)))) {
    byFirstSegment.set(
      first,
      dynamic.filter((route) => firstSegment(route.page) === first || open.includes(route)),
    );
  }
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const known = exact.get(trimmed);
    if (known) return known;
    for (const [prefix, pattern] of PREFIXES) if (pathname.startsWith(prefix)) return pattern;
    for (const { page, regex } of byFirstSegment.get(firstSegment(pathname)) ?? open)
      if (regex.test(pathname)) return page;
    return UNMATCHED;
  };
}

/** The patterns of the build in `distDir` (`.next` unless NEXT_DIST_DIR says otherwise). */
export const routePatterns = (distDir: string): RoutePatternOf => routePatternsFrom(routesManifest(distDir));
