import { ApiError } from "../api/errors";

/**
 * Password hashes at once from browsers the site does not know. Each scrypt holds 32 MiB and a whole
 * core for ~100 ms: on this two-core host a second one in flight took the core the server's own thread
 * needs (a login flood then pushed a script file to 1.4-1.7 s instead of ~0.4 s). Browsers that signed
 * in before (a valid device cookie, which no attacker can make) hash in a slot of their own, so a flood
 * never keeps the editor out. scripts/start-server.ts sizes libuv's pool to 6: these two threads plus
 * the four Next.js is built around.
 */
export const MAX_HASHES_IN_FLIGHT = 1;

export const busy = () =>
  new ApiError(503, "unavailable", "Too many sign-ins at once. Try again in a moment.", undefined, { "Retry-After": "1" });

/** Runs work that hashes a password in one of `size` slots, or refuses at once, before any hashing, when all are taken. */
export function hashSlots(size: number) {
  let inFlight = 0;
  return async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
    if (inFlight >= size) throw busy();
    inFlight++;
    try {
      return await work();
    } finally {
      inFlight--;
    }
  };
}

export const withStrangerHashSlot = hashSlots(MAX_HASHES_IN_FLIGHT);
export const withKnownDeviceHashSlot = hashSlots(1);
