import { randomUUID } from "node:crypto";

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
