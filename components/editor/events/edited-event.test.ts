import messages from "@/messages/es.json";
import { apiEventOf } from "@/lib/api/event-answer";
import { aStoredEvent } from "@/scripts/testing/event-fixture";
import { eventInputSchema } from "@/lib/validations/event";
import { EVENT_FIELD_NAMES, VENUE_PARTS } from "@/lib/validations/event-fields";
import { editedEventOf } from "./edited-event";
import { emptyEventValues, eventBody } from "./event-values";

describe("a stored event in the form", () => {
  const stored = aStoredEvent({ id: "bahidora-2027", priceTo: null });
  const { values, version } = editedEventOf(stored);

  test("holds every field, its times on the event's clocks and its prices as text", () => {
    expect(version).toBe(3);
    expect(values).toEqual({
      id: "bahidora-2027",
      name: "Bahidorá 2027",
      kind: "festival",
      startsAt: "2027-02-26T16:00",
      endsAt: "2027-02-28T06:00",
      timeZone: "America/Mexico_City",
      venue: {
        name: "Las Estacas",
        address: "Carretera Tlaltizapán-Cuautla km 6",
        postalCode: "62770",
        city: "Tlaltizapán",
        state: "Morelos",
      },
      lineup: [
        {
          key: "stored-0",
          name: "Nicola Cruz",
          stage: "Bosque",
          startsAt: "2027-02-26T23:30",
          endsAt: "2027-02-27T01:00",
        },
        { key: "stored-1", name: "Nahual", stage: "", startsAt: "", endsAt: "" },
      ],
      ticketUrl: "https://boletos.example.mx/bahidora",
      priceFrom: "1800",
      priceTo: "",
      status: "programado",
      image: "https://images.example.mx/bahidora.jpg",
      imageAlt: "El río de Las Estacas al atardecer",
      description: "Tres días junto al **río**.",
      organizer: "Bahidorá",
      walkMinutes: "",
    });
  });

  test("sent back unchanged, says what the API answers of it, field for field", () => {
    const body = eventBody(values);
    const answered = apiEventOf(stored) as Record<string, unknown>;
    expect(eventInputSchema.safeParse(body).success).toBe(true);
    expect(Object.keys(body)).toEqual(EVENT_FIELD_NAMES);
    expect(body.venue).toEqual(answered.venue);
    expect([body.priceFrom, body.priceTo, body.status, body.organizer]).toEqual([1800, null, "programado", "Bahidorá"]);
  });
});

test("a new event: every field empty, each choice on its first", () => {
  expect(emptyEventValues()).toEqual({
    id: "",
    name: "",
    kind: "festival",
    status: "programado",
    startsAt: "",
    endsAt: "",
    timeZone: "America/Mexico_City",
    venue: { name: "", address: "", postalCode: "", city: "", state: "" },
    ticketUrl: "",
    priceFrom: "",
    priceTo: "",
    organizer: "",
    walkMinutes: "",
    image: "",
    imageAlt: "",
    description: "",
    lineup: [],
  });
});

test("messages/es.json names every field of the event and of its venue, and no other", () => {
  const { venue, ...fields } = messages.EditorEvents.form.fields;
  expect(Object.keys({ ...fields, venue }).sort()).toEqual([...EVENT_FIELD_NAMES].sort());
  expect(Object.keys(venue).sort()).toEqual([...VENUE_PARTS].sort());
  expect(EVENT_FIELD_NAMES).toEqual(expect.arrayContaining(Object.keys(messages.EditorEvents.rangeErrors)));
});
