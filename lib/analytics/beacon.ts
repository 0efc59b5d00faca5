// What the beacon sends: the page's path and the referrer, as JSON in a text/plain body (a type a page may send to
// its own origin without a preflight), read no further than 1 KB.
import "server-only";
import { readLimited, parseJson } from "../api/read-json";
import { validated } from "../api/route";
import { ApiError } from "../http/api-error";
import { z } from "../zod";

import { BEACON_MAX_BYTES } from "./beacon-request";

export const beaconSchema = z.strictObject({
  /** location.pathname: no query, no fragment, no space or control character. */
  path: z
    .string()
    .max(300)
    .regex(/^\/[\x21-\x7e]*$/, "must be the page's path, from its first slash")
    .refine((path) => !/[?#]/.test(path), "must be the page's path, without a query or fragment"),
  /** document.referrer, or the page before this one on the site; "" when there is none. */
  referrer: z.string().max(900).default(""),
});

export type Beacon = z.infer<typeof beaconSchema>;

const BEACON_TYPES = new Set(["text/plain", "application/json"]);

/** The request's beacon, or the site's 400, 413 or 415 naming what is wrong. */
export async function readBeacon(request: Request): Promise<Beacon> {
  const type = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase() ?? "";
  if (!BEACON_TYPES.has(type)) {
    throw new ApiError("unsupported_media_type", "The beacon is JSON sent as text/plain or application/json.");
  }
  const body = parseJson(await readLimited(request, BEACON_MAX_BYTES));
  return validated(beaconSchema, body, "The beacon needs the page's path and the referrer.");
}
