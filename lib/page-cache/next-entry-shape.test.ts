// The shape of what Next.js hands the page cache handler, held against its own declarations: the handler weighs an
// entry by its fields (sizeOf), finds its tags in them and in the context, and stores it whole in Redis (v8). A field
// Next.js adds, renames or drops fails `npm run typecheck` here, and this test, which compiles this file alone.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
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

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Kind<V> = V extends { kind: infer K } ? `${K & string}` : never;

/** A page: its HTML, the RSC payload and prefetch segments (Buffers), its headers with the tags. */
export const appPage: Equal<
  keyof IncrementalCachedAppPageValue,
  "kind" | "html" | "rscData" | "headers" | "postponed" | "status" | "segmentData"
> = true;
/** A route handler's answer (the feeds, the news sitemap, a share image): one Buffer. */
export const route: Equal<keyof CachedRouteValue, "kind" | "body" | "status" | "headers"> = true;
/** unstable_cache's values (cacheUnder), stored with their tags in the context. */
export const fetched: Equal<keyof CachedFetchValue, "kind" | "data" | "tags" | "revalidate"> = true;
export const fetchTags: Equal<GetIncrementalFetchCacheContext["tags" | "softTags"], string[] | undefined> = true;
export const storedTags: Equal<SetIncrementalFetchCacheContext["tags"], string[] | undefined> = true;
/** The kinds there are; a new one is a new shape to weigh. */
export const kinds: Equal<
  Kind<IncrementalCacheValue>,
  "APP_PAGE" | "APP_ROUTE" | "PAGES" | "FETCH" | "REDIRECT" | "IMAGE"
> = true;
/** What the handler gives back: the value, when it was stored and its lifetime, which the handler keeps from set(). */
export const entry: Equal<keyof CacheHandlerValue, "lastModified" | "age" | "cacheState" | "value" | "cacheControl"> =
  true;
export const lifetime: Equal<
  SetIncrementalResponseCacheHandlerContext["cacheControl"],
  CacheHandlerValue["cacheControl"]
> = true;

test("Next.js's cache entries have the shape the page cache handler is written for", () => {
  const root = path.join(__dirname, "..", "..");
  const config = path.join(root, "node_modules", ".cache", `tsconfig.next-entry-shape-${process.pid}.json`);
  fs.mkdirSync(path.dirname(config), { recursive: true });
  const compilerOptions = { incremental: false, noEmit: true, types: ["node", "jest"] };
  fs.writeFileSync(
    config,
    JSON.stringify({ extends: "../../tsconfig.json", compilerOptions, include: [], files: [__filename] }),
  );
  try {
    execFileSync(path.join(root, "node_modules", ".bin", "tsc"), ["-p", config], { cwd: root, encoding: "utf8" });
  } catch (error) {
    throw new Error(`Next.js's cache entry types changed:\n${(error as { stdout?: string }).stdout}`);
  } finally {
    fs.rmSync(config, { force: true });
  }
});
