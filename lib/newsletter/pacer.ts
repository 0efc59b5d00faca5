// Mails at an even pace: the n-th waits until n / rate seconds after the first, and a slow mail is not made up for
// with a burst, since a burst is what a receiving server throttles.
import { setTimeout as sleep } from "node:timers/promises";

export function pacer(ratePerSecond: number, signal?: AbortSignal): () => Promise<void> {
  const interval = 1000 / ratePerSecond;
  let next = 0;
  return async () => {
    const now = performance.now();
    if (next > now) await sleep(next - now, undefined, { signal }).catch(() => undefined);
    next = Math.max(next, now) + interval;
  };
}
