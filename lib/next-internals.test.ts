// What lib/next-internals.ts relies on, held against Next.js's own declarations: the kinds of entry the page cache
// handler is handed and the fields it weighs, reads and stores whole in Redis (v8), the context of get and set, the
// routes manifest's routes and the files of a build. Anything a release adds, renames or drops fails `npm run
// typecheck` here, and this test, which compiles this file (and the adapter it imports) alone.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RoutesManifest as NextRoutesManifest } from "next/dist/build";
import type { NEXT_CACHE_TAGS_HEADER } from "next/dist/lib/constants";
import type { CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type {
  CachedFetchValue,
  CachedRouteValue,
  GetIncrementalFetchCacheContext,
  IncrementalCachedAppPageValue,
  IncrementalCacheValue,
  SetIncrementalFetchCacheContext,
  SetIncrementalResponseCacheHandlerContext,
} from "next/dist/server/response-cache";
import type {
  APP_PATHS_MANIFEST,
  BUILD_ID_FILE,
  ROUTES_MANIFEST,
  SERVER_DIRECTORY,
  SERVER_FILES_MANIFEST,
} from "next/dist/shared/lib/constants";
import type { NextConfigComplete } from "next/dist/server/config-shared";
import { CONFIG_SWITCH, pagesOf, type GetContext, type ManifestRoute, type RoutesManifest } from "./next-internals";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Kind<V> = V extends { kind: infer K } ? `${K & string}` : never;

/** A page: its HTML, the RSC payload and prefetch segments (Buffers), its headers with the tags. */
export const appPage: Equal<
  keyof IncrementalCachedAppPageValue,
  "kind" | "html" | "rscData" | "headers" | "postponed" | "status" | "segmentData"
> = true;
export const pageFields: Equal<
  Pick<IncrementalCachedAppPageValue, "html" | "rscData" | "segmentData" | "status">,
  {
    html: string;
    rscData: Buffer | undefined;
    segmentData: Map<string, Buffer> | undefined;
    status: number | undefined;
  }
> = true;
/** A route handler's answer (the feeds, the news sitemap, a share image): one Buffer. */
export const route: Equal<keyof CachedRouteValue, "kind" | "body" | "status" | "headers"> = true;
export const routeBody: Equal<CachedRouteValue["body"], Buffer> = true;
/** unstable_cache's values (cacheUnder), stored with their tags in the context. */
export const fetched: Equal<keyof CachedFetchValue, "kind" | "data" | "tags" | "revalidate"> = true;
export const fetchTags: Equal<GetIncrementalFetchCacheContext["tags" | "softTags"], string[] | undefined> = true;
export const storedTags: Equal<SetIncrementalFetchCacheContext["tags"], string[] | undefined> = true;
/** A page's tags, in the header Next.js names them in. */
export const tagsHeader: Equal<typeof NEXT_CACHE_TAGS_HEADER, "x-next-cache-tags"> = true;
/** The kinds there are; a new one is a new shape to weigh. The handler tells data and route handlers by theirs. */
export const kinds: Equal<
  Kind<IncrementalCacheValue>,
  "APP_PAGE" | "APP_ROUTE" | "PAGES" | "FETCH" | "REDIRECT" | "IMAGE"
> = true;
export const lookupKinds: Equal<
  `${NonNullable<GetContext>["kind"]}`,
  "FETCH" | "APP_ROUTE" | "PAGES" | "APP_PAGE" | "IMAGE"
> = true;
/** What the handler gives back: the value, when it was stored and its lifetime, which the handler keeps from set(). */
export const entry: Equal<keyof CacheHandlerValue, "lastModified" | "age" | "cacheState" | "value" | "cacheControl"> =
  true;
export const lifetime: Equal<
  SetIncrementalResponseCacheHandlerContext["cacheControl"],
  CacheHandlerValue["cacheControl"]
> = true;
/** The routes manifest as Next.js writes it is one the route patterns can read (lib/log/route-patterns.ts). */
export const manifest: NextRoutesManifest extends RoutesManifest ? true : false = true;
export const manifestRoute: Equal<ManifestRoute, { page: string; regex: string }> = true;
/** The files of a build the adapter names. */
export const files: Equal<
  [
    typeof BUILD_ID_FILE,
    typeof ROUTES_MANIFEST,
    typeof SERVER_DIRECTORY,
    typeof APP_PATHS_MANIFEST,
    typeof SERVER_FILES_MANIFEST,
  ],
  ["BUILD_ID", "routes-manifest.json", "server", "app-paths-manifest.json", "required-server-files"]
> = true;
/** What the production server sets again over the built configuration (lib/next-runtime-options.ts). */
export const runtimeFields: Equal<NextConfigComplete["cacheMaxMemorySize"], number> = true;

const root = path.join(__dirname, "..");

test("Next.js's cache entries, routes manifest and build files have the shape lib/next-internals.ts is written for", () => {
  const config = path.join(root, "node_modules", ".cache", `tsconfig.next-internals-${process.pid}.json`);
  fs.mkdirSync(path.dirname(config), { recursive: true });
  const compilerOptions = { incremental: false, noEmit: true, types: ["node", "jest"] };
  fs.writeFileSync(
    config,
    JSON.stringify({
      extends: "../../tsconfig.json",
      compilerOptions,
      include: [],
      files: [__filename, path.join(__dirname, "next-compression.d.ts")],
    }),
  );
  try {
    execFileSync(path.join(root, "node_modules", ".bin", "tsc"), ["-p", config], { cwd: root, encoding: "utf8" });
  } catch (error) {
    throw new Error(`Next.js's internals changed:\n${(error as { stdout?: string }).stdout}`);
  } finally {
    fs.rmSync(config, { force: true });
  }
});

test("next is pinned to the minor release these shapes were read from", () => {
  const wanted = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).dependencies.next as string;
  const installed = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8"))
    .version as string;
  const minor = wanted.match(/^~(\d+\.\d+)\.\d+$/)?.[1];
  expect(minor).toBeDefined();
  expect(installed.startsWith(`${minor}.`)).toBe(true);
});

test("the build's pages are named as the routes manifest names them, and its route handlers are not pages", () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), "next-build-"));
  try {
    fs.mkdirSync(path.join(build, "server"));
    const appPaths = [
      "/(site)/page",
      "/(site)/post/[id]/page",
      "/(site)/tema/[slug]/feed.xml/route",
      "/editor/posts/[id]/history/page",
      "/edmNews/createNews/route",
      "/(site)/[...unknown]/page",
    ];
    fs.writeFileSync(
      path.join(build, "server", "app-paths-manifest.json"),
      JSON.stringify(Object.fromEntries(appPaths.map((appPath) => [appPath, `app${appPath}.js`]))),
    );
    expect([...pagesOf(build)].sort()).toEqual(["/", "/[...unknown]", "/editor/posts/[id]/history", "/post/[id]"]);
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
});

test("Next.js still takes its configuration from the switch the production server sets, instead of next.config.ts", () => {
  const loader = fs.readFileSync(path.join(root, "node_modules", "next", "dist", "server", "config.js"), "utf8");
  expect(loader).toContain(`if (process.env.${CONFIG_SWITCH}) {`);
  expect(loader).toContain(`JSON.parse(process.env.${CONFIG_SWITCH})`);
});
