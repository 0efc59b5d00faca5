// POST /conteo - a reader's view of a public page, sent by the public pages' beacon (docs/analytics.md)
import { readBeacon } from "@/lib/analytics/beacon";
import { offerBeaconHandler } from "@/lib/analytics/beacon-handler";
import { countView } from "@/lib/analytics/count-view";
import { toErrorResponse } from "@/lib/api/errors";
import { otherMethods } from "@/lib/api/methods";

/** 204 at once, counted or not: what was counted is the server's business, and a reader waits for nothing. */
export async function POST(request: Request): Promise<Response> {
  try {
    countView(request, await readBeacon(request));
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}

// From now on the server entry hands beacons straight to POST (server/answers/beacons.ts).
offerBeaconHandler(POST);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
