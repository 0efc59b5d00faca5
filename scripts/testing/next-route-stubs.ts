// next/cache and next-intl/server for route handlers called in Jest, outside a Next.js server: Next.js's cache
// needs its incremental cache and request store, and next-intl's server entry is an ES module Jest cannot load.
// Use: jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);
import { createTranslator } from "use-intl/core";
import messages from "@/messages/es.json";

/** The tags each render was kept under (one list per cached read), and every tag refreshed since the last reset. */
export const cacheRecord = { keptUnder: [] as string[][], refreshed: [] as string[] };

export function resetCacheRecord(): void {
  cacheRecord.keptUnder.length = 0;
  cacheRecord.refreshed.length = 0;
}

export const nextCache = {
  unstable_cache:
    <T>(read: () => Promise<T>, _key: string[], { tags = [] }: { tags?: string[] } = {}) =>
    () => {
      cacheRecord.keptUnder.push(tags);
      return read();
    },
  revalidateTag: (tag: string) => {
    cacheRecord.refreshed.push(tag);
  },
};

/** getTranslations over the site's messages, with next-intl's own translator (as components/story's tests do). */
export const nextIntlServer = {
  getTranslations: async (namespace: keyof typeof messages) => createTranslator({ locale: "es", messages, namespace }),
};
