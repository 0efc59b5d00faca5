import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { buildFolder, suiteBuild } from "./lib/build-folder";
import { settings as siteSettings } from "./lib/env-schema";
import { guideRewrites } from "./lib/events/guide-rewrites";
import { OPTIMIZED_FOLDER } from "./lib/optimized-images";
import { planRewrites } from "./lib/plans/plan-rewrites";
import { runtimeOptions } from "./lib/next-runtime-options";
import { retiredPageRewrites } from "./lib/retired-page";
import { securityHeaderRoutes } from "./lib/security/headers";

const settings = siteSettings();
const { cacheMaxMemorySize, remotePatterns } = runtimeOptions(settings);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page computed on every request, a tenth of what a cached page costs (README,
  // Caching). Without it a browser that comes back downloads the page again instead of getting a 304.
  generateEtags: false,
  // The server entry compresses Next.js's answers, a cached page once rather than on every request
  // (server/compression.ts); `next dev` serves them as they are.
  compress: false,
  distDir: buildFolder(),
  // npm test's own build leaves out what its earlier phases did and what nothing reads (lib/build-folder.ts).
  typescript: { ignoreBuildErrors: suiteBuild() },
  // authInterrupts: forbidden() and forbidden.tsx, a 403 page for a role that lacks a page's right (lib/auth/route-rules.ts).
  experimental: { turbopackFileSystemCacheForBuild: !suiteBuild(), authInterrupts: true },
  // redis is loaded by the app only with REDIS_URL (lib/public-upkeep.ts), from node_modules like the cache handler's.
  // prom-client too: the app, the cache handler and the server entry record into one registry (lib/metrics/registry.ts).
  serverExternalPackages: ["better-sqlite3", "redis", "prom-client"],
  // Rendered pages are cached in memory, or with REDIS_URL in Redis with their refresh times, so a restart can never
  // serve a page older than a publication. Next.js hands cacheMaxMemorySize to the handler it loads, outside the app,
  // as the size of that memory and the largest page it keeps. It is lib/page-cache-handler.ts, compiled by
  // `npm run build:server` (which `npm run build` and `npm run dev` run first): Next.js loads it with Node.js alone.
  cacheHandler: path.join(process.cwd(), ".next-server", "page-cache-handler.cjs"),
  cacheMaxMemorySize,
  images: {
    // Post images are at most 1600 px wide: no larger variants, and a shorter srcset on every card.
    deviceSizes: [640, 828, 1200, 1600],
    imageSizes: [384],
    remotePatterns,
    localPatterns: [{ pathname: `${OPTIMIZED_FOLDER}**` }],
  },
  async headers() {
    return securityHeaderRoutes(settings.SITE_URL);
  },
  async rewrites() {
    return {
      // Every list page is its own cached route; /post?page=N and /autor/{slug}?page=N stay the public addresses.
      beforeFiles: [
        // The server marks a removed post's or deleted event's page; proxy.ts answers it as 410 (lib/retired-page.ts).
        ...retiredPageRewrites(),
        {
          source: "/post",
          has: [{ type: "query", key: "page", value: "(?<page>[1-9]\\d{0,5})" }],
          destination: "/post/pages/:page",
        },
        {
          source: "/post",
          has: [{ type: "query", key: "page" }],
          destination: "/post/pages/invalid",
        },
        {
          source: "/autor/:slug",
          has: [{ type: "query", key: "page", value: "(?<page>[1-9]\\d{0,5})" }],
          destination: "/autor/:slug/pages/:page",
        },
        { source: "/autor/:slug", has: [{ type: "query", key: "page" }], destination: "/autor/:slug/pages/invalid" },
        {
          source: "/tema/:slug",
          has: [{ type: "query", key: "page", value: "(?<page>[1-9]\\d{0,5})" }],
          destination: "/tema/:slug/pages/:page",
        },
        { source: "/tema/:slug", has: [{ type: "query", key: "page" }], destination: "/tema/:slug/pages/invalid" },
        // /eventos?ciudad=&mes= and /eventos/pasados?page=N.
        ...guideRewrites(),
        // /plan/{token}.ics, a reader's plan as a calendar.
        ...planRewrites(),
      ],
    };
  },
};

export default async function config(phase: string): Promise<NextConfig> {
  // The next-intl plugin only tells the bundler where lib/i18n/request.ts is. Importing it loads its message
  // extractor's native compiler and file watcher (@swc/core, @parcel/watcher), about 20 MB that `next start` never uses.
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
}
