// Where the public pages' beacon sends a view: a neutral Spanish word, since ad blockers drop the usual
// /collect, /track, /beacon and /api/event. Pure, for the beacon's client component and the server alike.
export const COUNT_PATH = "/conteo";
