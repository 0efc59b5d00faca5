import "server-only";
import { ApiError } from "../http/api-error";

/**
 * Password hashes at once from browsers the site does not know. Each scrypt holds 32 MiB and a whole
 * core for ~100 ms: on this two-core host a second one in flight took the core the server's own thread
 * needs (a login flood then pushed a script file to 1.4-1.7 s instead of ~0.4 s). Browsers that signed
 * in before (a valid device cookie, which no attacker can make) hash in a slot of their own, so a flood
 * never keeps the editor out. server/start-server.ts sizes libuv's pool to 6: these two threads plus
 * the four Next.js is built around.
 */
export const MAX_HASHES_IN_FLIGHT = 1;
/** Sign-ins that may wait their turn (at most four hashes, ~0.4 s): two logins at the same moment both get in. */
export const MAX_HASHES_WAITING = 4;

export const busy = () =>
  new ApiError("unavailable", "Too many sign-ins at once. Try again in a moment.", undefined, {
    "Retry-After": "1",
  });

/**
 * Runs work that hashes a password in one of `size` slots, waiting in a line of at most `waiting`,
 * or refuses at once, before any hashing, when the slots and the line are full.
 */
export function hashSlots(size: number, waiting: number) {
  let inFlight = 0;
  const line: (() => void)[] = [];
  return async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
    if (inFlight < size) inFlight++;
    else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
    else throw busy();
    try {
      return await work();
    } finally {
      // The slot passes straight to the first in line.
      const next = line.shift();
      if (next) next();
      else inFlight--;
    }
  };
}

export const withStrangerHashSlot = hashSlots(MAX_HASHES_IN_FLIGHT, MAX_HASHES_WAITING);
export const withKnownDeviceHashSlot = hashSlots(1, MAX_HASHES_WAITING);
