// The feed's dates. date-fns's format and TZDate are for the server only: the editor's bundle has newsroom-time.ts.
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { NEWSROOM_TIME_ZONE } from "./calendar-date";

/** RFC 822 as RSS 2.0 wants it, with a four-digit year and a numeric zone: "Sat, 01 Mar 2025 00:00:00 -0600". */
export const rfc822InNewsroom = (instant: Date) =>
  format(instant, "EEE, dd MMM yyyy HH:mm:ss xx", { in: tz(NEWSROOM_TIME_ZONE) });
