// A view of a public page as the counter keeps it: nothing that names the reader but the day's visitor hash.

export const DEVICE_CLASSES = ["movil", "tableta", "escritorio"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The row of the whole site's views and visitors of a day, beside its pages' (no page's path is "*"). */
export const SITE_TOTAL = "*";

/** The referrer of a page's views from hosts past its first REFERRERS_PER_PAGE_DAY of a day (no host name is "*"). */
export const OTHER_REFERRERS = "*";

/** A second view of a page by one visitor within this long of the one counted before is not counted. */
export const REPEAT_VIEW_SECONDS = 60;

export type PageView = {
  /** Mexico City's calendar day, YYYY-MM-DD. */
  day: string;
  /** Seconds since that day began. */
  second: number;
  path: string;
  /** The day's salted hash of the client's address and user agent (lib/analytics/visitor.ts). */
  visitor: string;
  /** The referrer's host; "" for none or the site itself. */
  referrer: string;
  device: DeviceClass;
};
