// The beacon's route handler, offered to the server entry (server/start-server.ts) through globalThis: the
// handler lives in Next.js's bundle, the entry in its own. Once offered, the entry hands beacons to it directly,
// skipping Next.js's routing, which cost more than the counting itself (393 beacons a second against 19,500 requests
// the entry answers alone, docs/analytics.md).
import { processSlots } from "../process-slots";

export type BeaconHandler = (request: Request) => Promise<Response>;

/** Called when the route's module loads, so from the first beacon Next.js routes on. */
export function offerBeaconHandler(handler: BeaconHandler): void {
  processSlots.beaconHandler.put(handler);
}

/** The handler, once Next.js has loaded the route. */
export const offeredBeaconHandler = (): BeaconHandler | undefined => processSlots.beaconHandler.get();
