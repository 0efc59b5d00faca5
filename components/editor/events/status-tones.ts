import type { EventStatus } from "@/lib/validations/event";

/** The badge's colour by status: a cancelled event is red, a postponed or moved one amber, a programmed one cyan. */
export const STATUS_TONES: Record<EventStatus, "ok" | "warn" | "off"> = {
  programado: "ok",
  reprogramado: "warn",
  pospuesto: "warn",
  cancelado: "off",
};
