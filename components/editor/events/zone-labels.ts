import { tzOffset } from "@date-fns/tz/tzOffset";

/** -360 -> "UTC−6", -210 -> "UTC−3:30", 0 -> "UTC": the minus sign is U+2212, as typography writes it. */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return "UTC";
  const size = Math.abs(minutes);
  const rest = size % 60;
  return `UTC${minutes < 0 ? "\u2212" : "+"}${Math.floor(size / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** "Ciudad de México (UTC−6)": a zone by its place's name, with the offset its clocks have at `at`. */
export const zoneLabel = (place: string, zone: string, at: Date) => `${place} (${utcOffsetLabel(tzOffset(zone, at))})`;
