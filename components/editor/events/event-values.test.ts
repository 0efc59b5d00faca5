import messages from "@/messages/es.json";
import { FIELD_CODES } from "@/lib/validations/field-problems";
import { eventInputSchema } from "@/lib/validations/event";
import { EVENT_FIELD_NAMES } from "@/lib/validations/event-fields";
import { eventFieldErrors } from "./event-field-errors";
import {
  emptyEventValues,
  eventBody,
  eventChanges,
  lacksAltText,
  ownChangesOn,
  type EventValues,
} from "./event-values";

const filled: EventValues = {
  ...emptyEventValues(),
  id: "edc-mexico-2027",
  name: "EDC México 2027",
  startsAt: "2027-02-26T16:00",
  endsAt: "2027-02-28T04:00",
  venue: {
    name: "Autódromo Hermanos Rodríguez",
    address: "",
    postalCode: "15900",
    city: "Ciudad de México",
    state: "CDMX",
  },
  priceFrom: "1,500",
  priceTo: "4500",
  lineup: [
    {
      key: "1",
      name: "Armin van Buuren",
      stage: "kineticFIELD",
      startsAt: "2027-02-27T23:00",
      endsAt: "2027-02-28T00:30",
    },
    { key: "2", name: "Charlotte de Witte", stage: "", startsAt: "", endsAt: "" },
  ],
};

describe("the API's body from the form", () => {
  test("names every field of the API's event, and the API takes it as it is", () => {
    const body = eventBody(filled);
    expect(Object.keys(body).sort()).toEqual([...EVENT_FIELD_NAMES].sort());
    expect(eventInputSchema.safeParse(body).success).toBe(true);
  });

  test("prices: empty is unknown, a thousands comma is read, anything else goes as typed for the API to name", () => {
    expect(eventBody(filled)).toMatchObject({ priceFrom: 1500, priceTo: 4500 });
    expect(eventBody({ ...filled, priceFrom: " ", priceTo: "0" })).toMatchObject({ priceFrom: null, priceTo: 0 });
    expect(eventBody({ ...filled, priceFrom: "mil" }).priceFrom).toBe("mil");
  });

  test("the line-up goes in the form's order, a set's start and end only when typed", () => {
    expect(eventBody(filled).lineup).toEqual([
      { name: "Armin van Buuren", stage: "kineticFIELD", startsAt: "2027-02-27T23:00", endsAt: "2027-02-28T00:30" },
      { name: "Charlotte de Witte", stage: "" },
    ]);
    const started = { ...filled.lineup[1], startsAt: "2027-02-28T00:30" };
    expect(eventBody({ ...filled, lineup: [started] }).lineup).toEqual([
      { name: "Charlotte de Witte", stage: "", startsAt: "2027-02-28T00:30" },
    ]);
  });

  test("a set's end typed alone goes as typed, for the API to refuse naming the line-up", () => {
    const ended = { ...filled.lineup[1], endsAt: "2027-02-28T02:00" };
    const body = eventBody({ ...filled, lineup: [ended] });
    expect(body.lineup).toEqual([{ name: "Charlotte de Witte", stage: "", endsAt: "2027-02-28T02:00" }]);
    expect(eventInputSchema.safeParse(body).success).toBe(false);
  });
});

describe("a change", () => {
  test("sends only what differs, never the id, and nothing when nothing changed", () => {
    expect(eventChanges(filled, filled)).toEqual({});
    expect(eventChanges({ ...filled, id: "otro", status: "cancelado" }, filled)).toEqual({ status: "cancelado" });
  });

  test("a set's end changed alone sends the line-up whole", () => {
    const later = filled.lineup.map((row, index) => (index === 0 ? { ...row, endsAt: "2027-02-28T01:00" } : row));
    expect(eventChanges({ ...filled, lineup: later }, filled).lineup?.[0]).toMatchObject({
      endsAt: "2027-02-28T01:00",
    });
  });

  test("sends a venue and a line-up whole", () => {
    const moved = { ...filled, venue: { ...filled.venue, city: "Monterrey" }, lineup: [...filled.lineup].reverse() };
    const changes = eventChanges(moved, filled);
    expect(changes.venue).toEqual({ ...filled.venue, city: "Monterrey" });
    expect(changes.lineup?.map(({ name }) => name)).toEqual(["Charlotte de Witte", "Armin van Buuren"]);
  });

  test("a new zone sends the times again, so they keep the digits the editor sees", () => {
    expect(Object.keys(eventChanges({ ...filled, timeZone: "America/Tijuana" }, filled)).sort()).toEqual(
      ["endsAt", "lineup", "startsAt", "timeZone"].sort(),
    );
  });
});

describe("keeping one's own changes after another save", () => {
  test("takes the stored version, with only the fields this editor changed as they typed them", () => {
    const stored = { ...filled, name: "EDC México 2027: tercera fecha", priceTo: "5000" };
    const typed = { ...filled, status: "cancelado" as const, priceTo: "4800" };
    expect(ownChangesOn(stored, typed, filled)).toEqual({ ...stored, status: "cancelado", priceTo: "4800" });
  });
});

describe("the form's own checks", () => {
  test("an uploaded photo needs its alt text; an outside picture does not", () => {
    const uploaded = `/media/${"a".repeat(64)}/original.jpg`;
    expect(lacksAltText({ ...filled, image: uploaded })).toBe(true);
    expect(lacksAltText({ ...filled, image: uploaded, imageAlt: "La pista" })).toBe(false);
    expect(lacksAltText({ ...filled, image: "https://example.com/a.jpg" })).toBe(false);
  });
});

describe("the API's field problems, in the form's words", () => {
  const codes = Object.fromEntries(FIELD_CODES.map((code) => [code, `said ${code}`])) as Record<
    (typeof FIELD_CODES)[number],
    string
  >;
  const labels = { codes, ranges: { endsAt: "end before start" } };

  test("each field by its name, a venue's part by its own, out_of_range in the field's words", () => {
    expect(
      eventFieldErrors({ "venue.city": "required", endsAt: "out_of_range", priceTo: "out_of_range" }, labels),
    ).toEqual({ "venue.city": "said required", endsAt: "end before start", priceTo: "said out_of_range" });
  });

  test("a code the form has no words for reads as invalid", () => {
    expect(eventFieldErrors({ name: "something_new", kind: 7 }, labels)).toEqual({
      name: "said invalid",
      kind: "said invalid",
    });
  });
});

test("messages/es.json has the form's words for every field code the API answers", () => {
  expect(Object.keys(messages.EditorEvents.errors).sort()).toEqual([...FIELD_CODES].sort());
});
