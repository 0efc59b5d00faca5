import { festivalDay, resolvedEnds, type SetTimes } from "./set-times";

const CDMX = "America/Mexico_City";

/** A set on Mexico City's clocks (UTC−6 all year): "2027-11-20T23:30" is that wall-clock time. */
const set = (stage: string, startsAt: string | null, endsAt: string | null = null): SetTimes => ({
  stage,
  startsAt: startsAt ? new Date(`${startsAt}-06:00`) : null,
  endsAt: endsAt ? new Date(`${endsAt}-06:00`) : null,
});
const at = (wall: string) => new Date(`${wall}-06:00`);

describe("a set's festival day", () => {
  it("runs past midnight until six in the morning on the venue's clock", () => {
    expect(festivalDay(at("2027-11-20T16:00"), CDMX)).toBe("2027-11-20");
    expect(festivalDay(at("2027-11-20T23:59"), CDMX)).toBe("2027-11-20");
    expect(festivalDay(at("2027-11-21T01:00"), CDMX)).toBe("2027-11-20");
    expect(festivalDay(at("2027-11-21T05:59"), CDMX)).toBe("2027-11-20");
    expect(festivalDay(at("2027-11-21T06:00"), CDMX)).toBe("2027-11-21");
  });

  it("is read on the venue's own clock", () => {
    // 05:30 in Tijuana's summer (UTC−7), 06:30 in Mexico City.
    const instant = new Date("2027-07-18T12:30:00Z");
    expect(festivalDay(instant, "America/Tijuana")).toBe("2027-07-17");
    expect(festivalDay(instant, CDMX)).toBe("2027-07-18");
  });
});

describe("a set's resolved end", () => {
  it("is the set's own end when the editor gave one", () => {
    const sets = [set("Main", "2027-11-20T22:00", "2027-11-20T23:15"), set("Main", "2027-11-20T23:30")];
    expect(resolvedEnds(sets, CDMX)[0]).toEqual(at("2027-11-20T23:15"));
  });

  it("is none for a stage with one set, and for a set without a start", () => {
    expect(resolvedEnds([set("Main", "2027-11-20T22:00"), set("Main", null)], CDMX)).toEqual([null, null]);
  });

  it("is the next start on its stage, whatever the line-up's order; the day's last set has none", () => {
    const sets = [set("Main", "2027-11-20T21:00"), set("Main", "2027-11-20T18:00"), set("Main", "2027-11-20T19:30")];
    expect(resolvedEnds(sets, CDMX)).toEqual([null, at("2027-11-20T19:30"), at("2027-11-20T21:00")]);
  });

  it("reads each stage on its own", () => {
    const sets = [
      set("Main", "2027-11-20T20:00"),
      set("Bosque", "2027-11-20T20:30"),
      set("Main", "2027-11-20T21:30"),
      set("Bosque", "2027-11-20T22:00"),
    ];
    expect(resolvedEnds(sets, CDMX)).toEqual([at("2027-11-20T21:30"), at("2027-11-20T22:00"), null, null]);
  });

  it("treats the sets of an event without stages as one stage", () => {
    const sets = [set("", "2027-11-20T23:00"), set("", "2027-11-21T00:30")];
    expect(resolvedEnds(sets, CDMX)).toEqual([at("2027-11-21T00:30"), null]);
  });

  it("runs across midnight within the festival day", () => {
    const sets = [
      set("Main", "2027-11-20T23:30"),
      set("Main", "2027-11-21T01:00"),
      set("Main", "2027-11-21T02:00", "2027-11-21T03:00"),
    ];
    expect(resolvedEnds(sets, CDMX)).toEqual([at("2027-11-21T01:00"), at("2027-11-21T02:00"), at("2027-11-21T03:00")]);
  });

  it("never reaches into the next festival day: each night's last set has no end", () => {
    const sets = [
      set("Main", "2027-11-19T23:00"),
      set("Main", "2027-11-20T01:30"),
      set("Main", "2027-11-20T16:00"),
      set("Main", "2027-11-20T17:30"),
      set("Main", "2027-11-21T16:00"),
    ];
    expect(resolvedEnds(sets, CDMX)).toEqual([at("2027-11-20T01:30"), null, at("2027-11-20T17:30"), null, null]);
  });

  it("ends two sets that start at the same time together, at the next later start", () => {
    const sets = [set("Main", "2027-11-20T22:00"), set("Main", "2027-11-20T22:00"), set("Main", "2027-11-20T23:30")];
    expect(resolvedEnds(sets, CDMX)).toEqual([at("2027-11-20T23:30"), at("2027-11-20T23:30"), null]);
    expect(resolvedEnds(sets.slice(0, 2), CDMX)).toEqual([null, null]);
  });

  it("reads the festival day on the venue's clock: a Tijuana night's 05:30 set is the night before's", () => {
    const sets = [
      { stage: "Main", startsAt: new Date("2027-07-18T11:00:00Z"), endsAt: null }, // 04:00 in Tijuana
      { stage: "Main", startsAt: new Date("2027-07-18T12:30:00Z"), endsAt: null }, // 05:30 in Tijuana
    ];
    expect(resolvedEnds(sets, "America/Tijuana")[0]).toEqual(new Date("2027-07-18T12:30:00Z"));
    // On Mexico City's clocks the second is 06:30, the next festival day.
    expect(resolvedEnds(sets, CDMX)[0]).toBeNull();
  });
});
