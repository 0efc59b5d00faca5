import { ApiError } from "../api/errors";

/**
 * Password hashes at once: each scrypt takes 32 MiB and a thread of libuv's pool for ~100 ms, and the
 * host has two cores, so more in flight would only queue, starving the file reads that share the
 * pool (scripts/start-server.ts sizes it to 6: two for hashes, four as Next.js expects).
 */
export const MAX_HASHES_IN_FLIGHT = 2;

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

export const withHashSlot = hashSlots(MAX_HASHES_IN_FLIGHT);
