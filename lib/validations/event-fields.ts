// An event's fields and the choices the editor's form offers, without zod: the form reads them, and zod is about
// 90 KB of compressed JavaScript that no form needs (the API checks what is sent). ./event.ts builds the schema on
// them; lib/validations/event.test.ts holds the two together.
import { NEWSROOM_TIME_ZONE } from "../dates/calendar-date";

export const EVENT_KINDS = ["festival", "concierto", "club"] as const;
export const EVENT_STATUSES = ["programado", "cancelado", "pospuesto", "reprogramado"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Mexico's zones (IANA): an event in Mexico is written and read on one of these clocks. */
export const EVENT_TIME_ZONES = [
  NEWSROOM_TIME_ZONE,
  "America/Cancun",
  "America/Tijuana",
  "America/Monterrey",
  "America/Merida",
  "America/Chihuahua",
  "America/Ciudad_Juarez",
  "America/Hermosillo",
  "America/Mazatlan",
  "America/Bahia_Banderas",
  "America/Matamoros",
  "America/Ojinaga",
] as const;

/** The venue's parts, in the schema's order. */
export const VENUE_PARTS = ["name", "address", "postalCode", "city", "state"] as const;
export type VenuePart = (typeof VENUE_PARTS)[number];

/**
 * How a person writes a field: text as typed; a whole number (pesos, minutes), typed and sent as a number; a time on the event's clocks; the
 * venue's parts; the line-up's rows; or one of a list of choices, the first of which a new event has.
 */
export type EventFieldForm = "text" | "number" | "clock" | "venue" | "lineup" | readonly [string, ...string[]];

/**
 * Every field of an event, in the schema's order, and how it is written: the editor's values, its empty event, the
 * body it sends and every list of an event's fields are read from here. A field of the schema missing here, or one
 * here the schema lacks, is a type error (./event.ts).
 */
export const EVENT_FIELDS = {
  id: "text",
  name: "text",
  kind: EVENT_KINDS,
  startsAt: "clock",
  endsAt: "clock",
  timeZone: EVENT_TIME_ZONES,
  venue: "venue",
  lineup: "lineup",
  ticketUrl: "text",
  priceFrom: "number",
  priceTo: "number",
  status: EVENT_STATUSES,
  image: "text",
  imageAlt: "text",
  description: "text",
  organizer: "text",
  walkMinutes: "number",
} as const satisfies Record<string, EventFieldForm>;
export type EventField = keyof typeof EVENT_FIELDS;

/** The fields' names, in the schema's order. */
export const EVENT_FIELD_NAMES = Object.keys(EVENT_FIELDS) as EventField[];
