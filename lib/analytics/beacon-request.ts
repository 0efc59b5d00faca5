// What the public pages' beacon sends, for its client component, its route and the server entry that hands beacons to
// the route alike (no server-only here).

/** Where a view goes: a neutral Spanish word, as ad blockers drop the usual /collect, /track, /beacon, /api/event. */
export const COUNT_PATH = "/conteo";

/** How much of a beacon's body is read. */
export const BEACON_MAX_BYTES = 1024;
