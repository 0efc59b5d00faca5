// How much of a beacon's body is read: its route and the server entry that hands beacons to it (no server-only here).
export const BEACON_MAX_BYTES = 1024;
