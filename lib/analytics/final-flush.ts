// The counter's last write when the server stops: the counter lives in Next.js's bundle, the server entry
// (server/start-server.ts) in its own, and both reach it through globalThis.
import { processSlots } from "../process-slots";

/** Called by the counter once it holds views. */
export function onFinalFlush(flush: () => Promise<void>): void {
  processSlots.pageCounterFinalFlush.put(flush);
}

/** Writes what the counter holds and stops its timer; nothing when it never counted. */
export async function finalFlush(): Promise<void> {
  await processSlots.pageCounterFinalFlush.get()?.();
}
