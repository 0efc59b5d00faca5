import type { z } from "zod";
import { anEvent } from "@/scripts/testing/event-fixture";
import { eventPatchSchema, newEventSchema } from "../api/event-writes";
import { parseFields } from "./field-problems";
import {
  eventInputSchema,
  LINEUP_MAX,
  RESERVED_EVENT_IDS,
  SET_HOURS_MAX,
  setProblems,
  venueSchemaParts,
} from "./event";
import { EVENT_FIELD_NAMES, EVENT_TIME_ZONES, VENUE_PARTS } from "./event-fields";
import { DEFAULT_EVENT_TIME_ZONE, instantIn, type EventTime } from "./event-time";

/** What the API answers: each bad field with its code. */
function codesOf(input: unknown, schema: z.ZodType = newEventSchema) {
  const result = parseFields(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(Object.entries(result.problems).map(([field, { code }]) => [field, code]));
}

const parsed = (overrides: Record<string, unknown>) => newEventSchema.parse(anEvent(overrides));

/** A time written on `zone`'s clocks, as UTC. */
const utcOf = (local: string, zone: string) => instantIn({ local }, zone).toISOString();

describe("an event's fields", () => {
  it("are declared once: EVENT_FIELDS holds the schema's fields, in its order, and a new event's zone is the first", () => {
    expect(EVENT_FIELD_NAMES).toEqual(Object.keys(eventInputSchema.shape));
    expect(VENUE_PARTS).toEqual(venueSchemaParts());
    expect(EVENT_TIME_ZONES[0]).toBe(DEFAULT_EVENT_TIME_ZONE);
  });

  it("takes a complete event, trims its text and leaves out what was not said", () => {
    const event = parsed({ name: "  EDC México 2027 ", venue: { name: " Autódromo ", city: "CDMX", state: "CDMX" } });
    expect(event).toMatchObject({ name: "EDC México 2027", venue: { name: "Autódromo", city: "CDMX" } });
    expect(event.status).toBeUndefined();
    expect(event.timeZone).toBeUndefined();
  });

  it("names each missing or malformed field with its code", () => {
    expect(
      codesOf({
        ...anEvent(),
        id: "EDC 2027",
        name: "  ",
        kind: "rave",
        status: "suspendido",
        ticketUrl: "ftp://boletos.example.mx",
        image: "javascript:alert(1)",
        imageAlt: "a".repeat(301),
        venue: { name: "Foro", state: "Jalisco" },
      }),
    ).toEqual({
      id: "not_a_slug",
      name: "required",
      kind: "invalid",
      status: "invalid",
      ticketUrl: "not_a_url",
      image: "not_a_url",
      imageAlt: "too_long",
      "venue.city": "required",
    });
    expect(codesOf({ ...anEvent(), venue: undefined, startsAt: undefined })).toEqual({
      venue: "required",
      startsAt: "required",
    });
  });

  it("bounds its text as a post's, and refuses a performer's name holding what a reader cannot see", () => {
    const long = (length: number) => "x".repeat(length);
    expect(
      codesOf({
        ...anEvent({ name: long(201), organizer: long(201) }),
        venue: { name: long(201), address: long(301), city: long(101), state: "Jalisco" },
      }),
    ).toEqual({
      name: "too_long",
      organizer: "too_long",
      "venue.name": "too_long",
      "venue.address": "too_long",
      "venue.city": "too_long",
    });
    expect(codesOf(anEvent({ lineup: [{ name: " \u202eNahual\u202c " }] }))).toEqual({
      lineup: "control_character",
    });
    expect(codesOf(anEvent({ lineup: [{ name: "Nahual", stage: long(101) }] }))).toEqual({ lineup: "too_long" });
  });

  it("refuses a line break, a tab or a control character in every field of one line, naming the field", () => {
    const forged = "F\r\nBEGIN:VEVENT\r\nUID:p@evil.example";
    expect(
      codesOf(
        anEvent({
          name: forged,
          organizer: "Ocesa\u0001",
          ticketUrl: "https://boletos.example.mx/\r\nBEGIN:VALARM",
          venue: { name: "Las\tEstacas", address: "Km 6\u202e", city: forged, state: "More\u2028los" },
          lineup: [{ name: "Nahual", stage: "Princi\u0085pal" }],
        }),
      ),
    ).toEqual({
      name: "control_character",
      organizer: "control_character",
      ticketUrl: "control_character",
      "venue.name": "control_character",
      "venue.address": "control_character",
      "venue.city": "control_character",
      "venue.state": "control_character",
      lineup: "control_character",
    });
    const event = parsed({
      name: "  EDC México 2027 \r\n",
      description: "Tres días\r\njunto al río",
      imageAlt: "A\tB",
    });
    expect(event).toMatchObject({ name: "EDC México 2027", description: "Tres días\r\njunto al río", imageAlt: "A B" });
  });

  it("takes a venue's postal code of Mexico's five digits, or none", () => {
    const venue = (postalCode?: string) => ({ name: "Las Estacas", postalCode, city: "Tlaltizapán", state: "Morelos" });
    expect(parsed({ venue: venue(" 62770 ") }).venue.postalCode).toBe("62770");
    expect(parsed({ venue: venue("") }).venue.postalCode).toBe("");
    expect(parsed({ venue: venue() }).venue.postalCode).toBeUndefined();
    for (const postalCode of ["6277", "627700", "62 770", "C.P. 62770", "６２７７０", "62770\r\nX"]) {
      expect(codesOf(anEvent({ venue: venue(postalCode) }))).toEqual({ "venue.postalCode": "not_a_postal_code" });
    }
  });

  it("takes an uploaded photo or an http(s) URL as its image, or none", () => {
    for (const image of ["", `/media/${"ab".repeat(32)}/original.jpg`, "https://images.example.mx/edc.jpg"]) {
      expect(codesOf(anEvent({ image }))).toEqual({});
    }
  });

  it("bounds the description and checks its links and its markup as a post's body", () => {
    expect(codesOf(anEvent({ description: "x".repeat(10_001) }))).toEqual({ description: "too_long" });
    // Its links are read by the parser, after the schema: lib/api/story-check.test.ts.
    expect(codesOf(anEvent({ description: "*a* ".repeat(600) }))).toEqual({ description: "too_much_markup" });
    expect(parsed({ description: "**Tres días** [boletos](https://boletos.example.mx)" }).description).toContain("**");
  });

  it("keeps the line-up in its order, up to LINEUP_MAX names, each with a name", () => {
    const lineup = [
      { name: "Nahual", stage: "Bosque", startsAt: "2027-02-27T23:00", endsAt: "2027-02-28T07:00Z" },
      { name: " Charlotte de Witte " },
    ];
    expect(parsed({ lineup }).lineup).toEqual([
      {
        name: "Nahual",
        stage: "Bosque",
        startsAt: { local: "2027-02-27T23:00" },
        endsAt: { instant: new Date("2027-02-28T07:00Z") },
      },
      { name: "Charlotte de Witte" },
    ]);
    const many = Array.from({ length: LINEUP_MAX + 1 }, (_, index) => ({ name: `Artista ${index}` }));
    expect(codesOf(anEvent({ lineup: many }))).toEqual({ lineup: "out_of_range" });
    expect(codesOf(anEvent({ lineup: [{ stage: "Bosque" }] }))).toEqual({ lineup: "required" });
    expect(codesOf(anEvent({ lineup: "Nahual" }))).toEqual({ lineup: "invalid" });
  });

  it("reads a set's end as its start, and refuses an end without a start", () => {
    expect(codesOf(anEvent({ lineup: [{ name: "Nahual", endsAt: "2027-02-28T01:00" }] }))).toEqual({
      lineup: "out_of_range",
    });
    expect(codesOf(anEvent({ lineup: [{ name: "Nahual", startsAt: "2027-02-27T23:00", endsAt: "mañana" }] }))).toEqual({
      lineup: "not_an_instant",
    });
    expect(
      codesOf(anEvent({ lineup: [{ name: "Nahual", startsAt: "2027-02-27T23:00", endsAt: "2101-01-01T00:00" }] })),
    ).toEqual({ lineup: "out_of_range" });
  });

  it("refuses the first set whose end is not after its start or is more than a day after it", () => {
    const at = (startsAt: string, endsAt: string | null) => ({
      name: "Nahual",
      startsAt: new Date(startsAt),
      endsAt: endsAt === null ? null : new Date(endsAt),
    });
    expect(setProblems([at("2027-02-27T23:30Z", "2027-02-28T01:00Z"), at("2027-02-28T01:00Z", null)])).toEqual({});
    expect(setProblems([at("2027-02-27T23:30Z", "2027-02-28T23:30Z")])).toEqual({});
    expect(
      setProblems([at("2027-02-27T23:30Z", "2027-02-28T01:00Z"), at("2027-02-28T01:00Z", "2027-02-28T01:00Z")]),
    ).toEqual({ lineup: { code: "out_of_range", message: "performer 2 (Nahual): endsAt must be after startsAt" } });
    expect(setProblems([at("2027-02-27T23:30Z", "2027-02-28T23:31Z")])).toEqual({
      lineup: {
        code: "out_of_range",
        message: `performer 1 (Nahual): endsAt must be at most ${SET_HOURS_MAX} hours after startsAt`,
      },
    });
  });

  it("takes prices in whole pesos from 0, the highest not below the lowest", () => {
    expect(parsed({ priceFrom: 0, priceTo: 3200 })).toMatchObject({ priceFrom: 0, priceTo: 3200 });
    expect(codesOf(anEvent({ priceFrom: -1 }))).toEqual({ priceFrom: "out_of_range" });
    expect(codesOf(anEvent({ priceFrom: 99.5 }))).toEqual({ priceFrom: "not_a_whole_number" });
    expect(codesOf(anEvent({ priceFrom: 2400, priceTo: 1800 }))).toEqual({ priceTo: "out_of_range" });
    expect(parsed({ priceFrom: null }).priceFrom).toBeNull();
  });

  it("takes the walk between stages in whole minutes from 0 to 60, or none", () => {
    expect(parsed({ walkMinutes: 0 }).walkMinutes).toBe(0);
    expect(parsed({ walkMinutes: 60 }).walkMinutes).toBe(60);
    expect(parsed({ walkMinutes: null }).walkMinutes).toBeNull();
    expect(codesOf(anEvent({ walkMinutes: 61 }))).toEqual({ walkMinutes: "out_of_range" });
    expect(codesOf(anEvent({ walkMinutes: 7.5 }))).toEqual({ walkMinutes: "not_a_whole_number" });
    expect(codesOf(anEvent({ walkMinutes: "10" }))).toEqual({ walkMinutes: "invalid" });
  });

  it("refuses as its id an address of the guide's own pages under /eventos", () => {
    for (const id of RESERVED_EVENT_IDS) expect(codesOf(anEvent({ id }))).toEqual({ id: "taken" });
    expect(codesOf(anEvent({ id: "pasados-2026" }))).toEqual({});
  });

  it("refuses a change that names the id: it is the event's address", () => {
    expect(codesOf({ name: "Otro nombre" }, eventPatchSchema)).toEqual({});
    expect(codesOf({ id: "otro-id" }, eventPatchSchema)).toEqual({ id: "not_allowed" });
  });
});

describe("an event's times", () => {
  it("reads a time with an offset or Z as that instant, and one without as a time on the event's clocks", () => {
    const event = parsed({ startsAt: "2027-02-26T16:00:00-06:00", endsAt: "2027-02-28T07:00Z" });
    expect(event.startsAt).toEqual({ instant: new Date("2027-02-26T22:00:00Z") });
    expect(event.endsAt).toEqual({ instant: new Date("2027-02-28T07:00:00Z") });
    expect(parsed({ startsAt: "2027-02-26T16:00" }).startsAt).toEqual({ local: "2027-02-26T16:00" });
  });

  it("refuses what is no real date and time", () => {
    for (const startsAt of ["2027-02-30T16:00", "2027-02-26 16:00", "2027-02-26T24:00", "mañana", "2027-02-26"]) {
      expect(codesOf(anEvent({ startsAt }))).toEqual({ startsAt: "not_an_instant" });
    }
  });

  it("takes years from 2000 to 2100 as written, in the event's times and its line-up's, naming the field", () => {
    expect(codesOf(anEvent({ startsAt: "2000-01-01T00:00", endsAt: "2000-01-02T00:00" }))).toEqual({});
    expect(codesOf(anEvent({ startsAt: "2100-12-31T20:00-06:00", endsAt: "2100-12-31T23:59" }))).toEqual({});
    for (const startsAt of ["9999-12-31T23:00", "9999-12-31T23:00:00Z", "1999-12-31T23:59", "2101-01-01T00:00-06:00"]) {
      const result = parseFields(newEventSchema, anEvent({ startsAt }));
      expect(result.success ? {} : result.problems).toEqual({
        startsAt: { code: "out_of_range", message: "must be in a year from 2000 to 2100" },
      });
    }
    expect(codesOf(anEvent({ startsAt: "1900-01-01T00:00", endsAt: "9999-12-31T23:59" }))).toEqual({
      startsAt: "out_of_range",
      endsAt: "out_of_range",
    });
    expect(codesOf(anEvent({ lineup: [{ name: "Nahual", startsAt: "9999-02-27T23:00" }] }))).toEqual({
      lineup: "out_of_range",
    });
  });

  it("refuses an event of more than 31 days from its start to its end, naming endsAt", () => {
    const start = { startsAt: "2027-03-01T12:00" };
    expect(codesOf(anEvent({ ...start, endsAt: "2027-04-01T12:00" }))).toEqual({});
    const result = parseFields(newEventSchema, anEvent({ ...start, endsAt: "2027-04-01T12:01" }));
    expect(result.success ? {} : result.problems).toEqual({
      endsAt: { code: "out_of_range", message: "must be at most 31 days after startsAt" },
    });
    expect(codesOf(anEvent({ startsAt: "2027-02-26T16:00", endsAt: "2100-02-28T06:00" }))).toEqual({
      endsAt: "out_of_range",
    });
  });

  it("takes only Mexico's zones", () => {
    for (const timeZone of ["America/Cancun", "America/Tijuana", "America/Ciudad_Juarez", "America/Bahia_Banderas"]) {
      expect(codesOf(anEvent({ timeZone }))).toEqual({});
    }
    for (const timeZone of ["Europe/Madrid", "America/Bahia", "UTC", "America/Mexico City", ""]) {
      expect(codesOf(anEvent({ timeZone }))).toEqual({ timeZone: "unknown_time_zone" });
    }
  });

  it("places a wall-clock time on each zone's clocks: Mexico City without summer time since 2022", () => {
    expect(utcOf("2027-02-26T16:00", "America/Mexico_City")).toBe("2027-02-26T22:00:00.000Z");
    expect(utcOf("2027-07-10T16:00", "America/Mexico_City")).toBe("2027-07-10T22:00:00.000Z");
    expect(utcOf("2021-07-10T16:00", "America/Mexico_City")).toBe("2021-07-10T21:00:00.000Z");
  });

  it("Tijuana keeps summer time, as San Diego does; Cancún is five hours behind UTC all year", () => {
    expect(utcOf("2027-01-16T21:00", "America/Tijuana")).toBe("2027-01-17T05:00:00.000Z");
    expect(utcOf("2027-07-17T21:00", "America/Tijuana")).toBe("2027-07-18T04:00:00.000Z");
    expect(utcOf("2027-01-16T21:00", "America/Cancun")).toBe("2027-01-17T02:00:00.000Z");
    expect(utcOf("2027-07-17T21:00", "America/Cancun")).toBe("2027-07-18T02:00:00.000Z");
    expect(utcOf("2027-07-17T21:00", "America/Hermosillo")).toBe("2027-07-18T04:00:00.000Z");
  });

  it("leaves an instant as it is, whatever the zone", () => {
    const time: EventTime = { instant: new Date("2027-02-26T22:00:00Z") };
    expect(instantIn(time, "America/Tijuana")).toEqual(time.instant);
  });

  it("refuses an end before the start, compared on the event's clocks, naming endsAt with the other bad fields", () => {
    expect(codesOf(anEvent({ startsAt: "2027-02-26T16:00", endsAt: "2027-02-26T15:59" }))).toEqual({
      endsAt: "out_of_range",
    });
    expect(codesOf(anEvent({ startsAt: "2027-02-26T16:00", endsAt: "2027-02-26T16:00" }))).toEqual({});
    // 16:00 in Tijuana is 18:00 in Mexico City in winter: an end at 17:30 there is before it, one at 18:30 after.
    const tijuana = { timeZone: "America/Tijuana", startsAt: "2027-02-26T16:00", endsAt: "2027-02-26T18:30-06:00" };
    expect(codesOf(anEvent(tijuana))).toEqual({});
    expect(codesOf(anEvent({ ...tijuana, endsAt: "2027-02-26T17:30-06:00" }))).toEqual({ endsAt: "out_of_range" });
    expect(codesOf({ ...anEvent({ endsAt: "2027-01-01T00:00" }), name: "" })).toEqual({
      name: "required",
      endsAt: "out_of_range",
    });
  });
});
