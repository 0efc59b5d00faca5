// Every use this site makes of Next.js's internals, which its releases may change without a word: the page cache
// handler's types and the fields of the entries Next.js hands it (lib/page-cache-handler.ts), the build's id and its
// routes manifest, the configuration the build wrote out, which the production server starts Next.js with, and the
// compression middleware Next.js applies when its own `compress` is on. package.json pins next to its minor, and
// lib/next-internals.test.ts fails when a release changes anything read here.
import fs from "node:fs";
import path from "node:path";
import type { ManifestRoute as NextManifestRoute } from "next/dist/build";
import { NEXT_CACHE_TAGS_HEADER } from "next/dist/lib/constants";
import type { NextConfigComplete } from "next/dist/server/config-shared";
import compression from "next/dist/compiled/compression";
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type { IncrementalCacheValue } from "next/dist/server/response-cache";
import {
  APP_PATHS_MANIFEST,
  BUILD_ID_FILE,
  ROUTES_MANIFEST,
  SERVER_DIRECTORY,
  SERVER_FILES_MANIFEST,
} from "next/dist/shared/lib/constants";

/** What Next.js asks of a cache handler (next.config.ts's cacheHandler). */
export type { CacheHandler };
/** An entry as the handler gives it back: the value, when it was stored, its lifetime. */
export type CachedEntry = CacheHandlerValue;
/** What a render stored: a page, a route handler's answer, data a render read (unstable_cache)… */
export type CachedValue = IncrementalCacheValue;
/** What of Next.js's context the handler reads. */
export type CacheHandlerOptions = Pick<CacheHandlerContext, "maxMemoryCacheSize" | "serverDistDir">;
export type GetContext = Parameters<CacheHandler["get"]>[1];
export type SetContext = Parameters<CacheHandler["set"]>[2];

/** What is looked up: a page, a route handler's answer, or data a render reads (unstable_cache). */
export function lookedUpKind(ctx: GetContext | undefined): "page" | "route" | "data" {
  const kind: string | undefined = ctx?.kind;
  return kind === "FETCH" ? "data" : kind === "APP_ROUTE" ? "route" : "page";
}

/** What a value weighs in memory, roughly: its text and buffers, or its data as JSON. */
export function valueBytes(value: CachedValue | null): number {
  if (!value) return 64;
  let bytes = 256;
  if ("html" in value) bytes += value.html.length;
  if ("rscData" in value && value.rscData) bytes += value.rscData.byteLength;
  if ("body" in value) bytes += value.body.byteLength;
  if ("segmentData" in value && value.segmentData) {
    for (const segment of value.segmentData.values()) bytes += segment.byteLength;
  }
  if ("data" in value) bytes += JSON.stringify(value.data).length;
  return bytes;
}

/** The status a render answered with, when its value keeps one. */
export const valueStatus = (value: CachedValue | null): number | undefined =>
  value && "status" in value ? value.status : undefined;

/** Tags a render named: a page's in its headers, the data cache's in the context of each read and write. */
export function valueTags(value: CachedValue | null, ctx: GetContext | SetContext | undefined): string[] {
  const header = value && "headers" in value ? value.headers?.[NEXT_CACHE_TAGS_HEADER] : undefined;
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  const named = (ctx ?? {}) as { tags?: string[]; softTags?: string[] };
  return [...fromHeader, ...(named.tags ?? []), ...(named.softTags ?? [])];
}

/** The lifetime Next.js gives a stored value, kept with it for get(). */
export const cacheControlOf = (ctx: SetContext | undefined): CachedEntry["cacheControl"] =>
  ctx && "cacheControl" in ctx ? ctx.cacheControl : undefined;

/** The id of the build in `distDir`, or undefined when it holds none. */
export function buildIdOf(distDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(distDir, BUILD_ID_FILE), "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Whether `distDir` holds a finished build (Next.js writes its id last). */
export const holdsBuild = (distDir: string): boolean => fs.existsSync(path.join(distDir, BUILD_ID_FILE));

/** The build's id, from the server folder Next.js hands the cache handler (inside the build's folder). */
export const buildIdOfServerFolder = (serverDistDir: string): string | undefined =>
  buildIdOf(path.join(serverDistDir, ".."));

/** A page or route handler of the build and the expression its addresses match. */
export type ManifestRoute = Pick<NextManifestRoute, "page" | "regex">;
/** What this site reads of the routes manifest: the dynamic routes from the most specific, the catch-all last. */
export type RoutesManifest = { staticRoutes: readonly ManifestRoute[]; dynamicRoutes: readonly ManifestRoute[] };

/** The routes manifest of the build in `distDir`. */
export const routesManifest = (distDir: string): RoutesManifest =>
  JSON.parse(fs.readFileSync(path.join(distDir, ROUTES_MANIFEST), "utf8")) as RoutesManifest;

/**
 * The build's pages, by the names the routes manifest gives them (`/post/[id]`): its app paths manifest names each
 * page `…/page` and each route handler `…/route`, under their route groups' folders, which addresses do not hold.
 */
export function pagesOf(distDir: string): Set<string> {
  const file = path.join(distDir, SERVER_DIRECTORY, APP_PATHS_MANIFEST);
  const appPaths = Object.keys(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>);
  return new Set(
    appPaths
      .filter((appPath) => appPath.endsWith("/page"))
      .map((appPath) => appPath.slice(0, -"/page".length).replace(/\/\([^/]+\)/g, "") || "/"),
  );
}

/**
 * The whole configuration `next build` wrote out, Next.js's defaults applied; its rewrites and headers are in the
 * routes manifest.
 */
export const builtConfig = (distDir: string): NextConfigComplete =>
  (
    JSON.parse(fs.readFileSync(path.join(distDir, `${SERVER_FILES_MANIFEST}.json`), "utf8")) as {
      config: NextConfigComplete;
    }
  ).config;

/** The switch that makes Next.js take its configuration from the environment rather than from next.config.ts. */
export const CONFIG_SWITCH = "__NEXT_PRIVATE_STANDALONE_CONFIG";

/**
 * Has the Next.js about to start in this process take `config` rather than load next.config.ts. Loading it means
 * transpiling it with SWC, whose native compiler (26 MB) then stays in memory for the server's whole life; Next.js's
 * own standalone server starts through the same switch (next/dist/build/utils.js).
 */
export function startNextWith(config: NextConfigComplete): void {
  process.env[CONFIG_SWITCH] = JSON.stringify(config);
}

/** What Next.js compresses answers with when its `compress` is on: its copy of compression 1.7 (gzip and deflate). */
export const nextCompression = (): ReturnType<typeof compression> => compression();
