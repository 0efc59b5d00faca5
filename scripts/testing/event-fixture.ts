import { randomUUID } from "node:crypto";
import type { StoredEvent } from "@/lib/events/stored-event";

/** A complete, valid event as the API takes it, with a unique id; tests override only what they are about. */
export function anEvent(overrides: Record<string, unknown> = {}) {
  return {
    id: `evento-${randomUUID().slice(0, 8)}`,
    name: "Bahidorá 2027",
    kind: "festival",
    startsAt: "2027-02-26T16:00",
    endsAt: "2027-02-28T06:00",
    venue: { name: "Las Estacas", address: "Tlaltizapán", city: "Tlaltizapán", state: "Morelos" },
    ...overrides,
  };
}

/** An event as the store reads it, for the tests of what is made from one (JSON-LD, calendars) without a database. */
export function aStoredEvent(overrides: Partial<StoredEvent> = {}): StoredEvent {
  const id = overrides.id ?? `evento-${randomUUID().slice(0, 8)}`;
  return {
    id,
    name: "Bahidorá 2027",
    kind: "festival",
    startsAt: new Date("2027-02-26T22:00:00Z"),
    endsAt: new Date("2027-02-28T12:00:00Z"),
    timeZone: "America/Mexico_City",
    venueName: "Las Estacas",
    venueAddress: "Carretera Tlaltizapán-Cuautla km 6",
    venuePostalCode: "62770",
    city: "Tlaltizapán",
    state: "Morelos",
    ticketUrl: "https://boletos.example.mx/bahidora",
    priceFrom: 1800,
    priceTo: 4200,
    status: "programado",
    previousStartsAt: null,
    image: "https://images.example.mx/bahidora.jpg",
    imageAlt: "El río de Las Estacas al atardecer",
    description: "Tres días junto al **río**.",
    descriptionText: "Tres días junto al río.",
    organizer: "Bahidorá",
    walkMinutes: null,
    createdAt: new Date("2026-10-01T18:00:00Z"),
    updatedAt: new Date("2026-11-02T18:00:00Z"),
    version: 3,
    lineup: [
      {
        eventId: id,
        position: 0,
        name: "Nicola Cruz",
        stage: "Bosque",
        startsAt: new Date("2027-02-27T05:30:00Z"),
        endsAt: new Date("2027-02-27T07:00:00Z"),
      },
      { eventId: id, position: 1, name: "Nahual", stage: "", startsAt: null, endsAt: null },
    ],
    ...overrides,
  };
}
