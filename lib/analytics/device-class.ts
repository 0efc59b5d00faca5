import type { DeviceClass } from "./page-view";

// The user agent's own words, as browsers have written them for a decade: a tablet says so or is an Android without
// "Mobile"; a phone says "Mobi", iPhone or Android. An iPad on iPadOS 13 or later calls itself a Mac: a desktop here.
const TABLET = /iPad|Tablet|PlayBook|Kindle|Silk|Android(?!.*Mobi)/i;
const PHONE = /Mobi|iPhone|iPod|Android|Opera Mini|Windows Phone/i;

/** What a reader reads on, from the user agent (never stored itself). */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return "tableta";
  return PHONE.test(userAgent) ? "movil" : "escritorio";
}
