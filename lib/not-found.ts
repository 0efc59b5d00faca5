// What every "not found" answer shares: a short life in shared caches (proxies, CDNs), as the page cache keeps none.
import { unstable_cache } from "next/cache";

/** A proxy may keep a "not found" this long: a post published later reaches its readers within a minute. */
export const NOT_FOUND_SECONDS = 60;

export const notFoundHeaders = { "Cache-Control": `public, max-age=0, s-maxage=${NOT_FOUND_SECONDS}` };

// A page render tells Next.js its lifetime only through what it reads: one cached value with a short
// revalidate turns the 404's Cache-Control from a year into s-maxage=60. Every 404 shares this one entry.
const shortLived = unstable_cache(async () => NOT_FOUND_SECONDS, ["not-found-lifetime"], {
  revalidate: NOT_FOUND_SECONDS,
});

/** Keeps the page being rendered, a 404 at an address that may come to exist (a post, a list page), a minute. */
export async function liveAMinute(): Promise<void> {
  await shortLived();
}
