// What of Next.js's configuration follows the environment the server starts in rather than the one it was built in.
// next.config.ts sets them for the build; the production server (server/start-server.ts) sets them again over the
// configuration the build wrote out, which it hands Next.js instead of next.config.ts (lib/next-internals.ts).
import type { Env } from "./env-schema";

export type RuntimeOptions = {
  /** The page cache's memory and the largest page it keeps (lib/page-cache-handler.ts). */
  cacheMaxMemorySize: number;
  /** Hosts a post's image may come from, through the image optimizer. */
  remotePatterns: { protocol: "https"; hostname: string }[];
};

export const runtimeOptions = (settings: Pick<Env, "PAGE_CACHE_MAX_MB" | "IMAGE_HOSTS">): RuntimeOptions => ({
  cacheMaxMemorySize: settings.PAGE_CACHE_MAX_MB * 1024 * 1024,
  remotePatterns: settings.IMAGE_HOSTS.map((hostname) => ({ protocol: "https", hostname })),
});
