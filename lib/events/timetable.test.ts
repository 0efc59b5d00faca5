import { SLOT_MINUTES, timetableDays, timetableHours, type TimetableSetInput } from "./timetable";

const CDMX = "America/Mexico_City";
const at = (wall: string) => new Date(`${wall}-06:00`);

let position = 0;
/** A set on Mexico City's clocks (UTC−6 all year). */
const set = (
  name: string,
  stage: string,
  startsAt: string | null,
  endsAt: string | null = null,
): TimetableSetInput => ({
  name,
  stage,
  position: position++,
  startsAt: startsAt ? at(startsAt) : null,
  endsAt: endsAt ? at(endsAt) : null,
});

const names = (day: { stages: { stage: string; sets: { name: string }[] }[] }) =>
  day.stages.map(({ stage, sets }) => [stage, sets.map(({ name }) => name)]);

describe("the timetable", () => {
  it("keeps a night that runs past midnight as one festival day, its stages in the editor's order", () => {
    const days = timetableDays(
      [
        set("Martin Garrix", "Main", "2027-11-21T00:00", "2027-11-21T01:30"),
        set("Nahual", "Bosque", "2027-11-20T23:30", "2027-11-21T00:30"),
        set("Deorro", "Main", "2027-11-20T22:00", "2027-11-20T23:30"),
      ],
      CDMX,
    );
    expect(days).toHaveLength(1);
    expect(days[0].day).toBe("2027-11-20");
    expect(names(days[0])).toEqual([
      ["Main", ["Deorro", "Martin Garrix"]],
      ["Bosque", ["Nahual"]],
    ]);
  });

  it("spans the day's whole hours and counts each set's rows from its opening hour", () => {
    const [day] = timetableDays(
      [
        set("A", "Main", "2027-11-20T22:15", "2027-11-20T23:30"),
        set("B", "Main", "2027-11-20T23:30", "2027-11-21T01:10"),
      ],
      CDMX,
    );
    expect(day.opens).toEqual(at("2027-11-20T22:00"));
    expect(day.closes).toEqual(at("2027-11-21T02:00"));
    expect(day.slots).toBe((4 * 60) / SLOT_MINUTES);
    const [a, b] = day.stages[0].sets;
    expect([a.fromSlot, a.toSlot]).toEqual([3, 18]);
    expect([b.fromSlot, b.toSlot]).toEqual([18, 38]);
    expect(timetableHours(day).map(({ hour, slot }) => [hour.toISOString(), slot])).toEqual([
      ["2027-11-21T04:00:00.000Z", 0],
      ["2027-11-21T05:00:00.000Z", 12],
      ["2027-11-21T06:00:00.000Z", 24],
      ["2027-11-21T07:00:00.000Z", 36],
    ]);
  });

  it("ends a set without an end at the next start on its stage, and draws the day's last one an hour long", () => {
    const [day] = timetableDays([set("A", "Main", "2027-11-20T22:00"), set("B", "Main", "2027-11-20T23:00")], CDMX);
    const [a, b] = day.stages[0].sets;
    expect(a.endsAt).toEqual(at("2027-11-20T23:00"));
    expect(b.endsAt).toBeNull();
    expect(b.toSlot - b.fromSlot).toBe(60 / SLOT_MINUTES);
    expect(day.closes).toEqual(at("2027-11-21T00:00"));
  });

  it("draws sets that overlap on one stage in lanes side by side, the same set time twice included", () => {
    const [day] = timetableDays(
      [
        set("A", "Main", "2027-11-20T22:00", "2027-11-20T23:00"),
        set("B", "Main", "2027-11-20T22:00", "2027-11-20T23:00"),
        set("C", "Main", "2027-11-20T22:30", "2027-11-20T23:30"),
        set("D", "Main", "2027-11-20T23:00", "2027-11-21T00:00"),
      ],
      CDMX,
    );
    expect(day.stages[0].sets.map(({ name, lane }) => [name, lane])).toEqual([
      ["A", 0],
      ["B", 1],
      ["C", 2],
      ["D", 0],
    ]);
  });

  it("has a day per festival night, in order, and leaves out the sets without a time", () => {
    const days = timetableDays(
      [
        set("Sunday", "Main", "2027-11-21T20:00", "2027-11-21T21:00"),
        set("Unknown", "Main", null),
        set("Saturday late", "Main", "2027-11-21T02:00", "2027-11-21T03:00"),
      ],
      CDMX,
    );
    expect(days.map(({ day, stages }) => [day, names({ stages })])).toEqual([
      ["2027-11-20", [["Main", ["Saturday late"]]]],
      ["2027-11-21", [["Main", ["Sunday"]]]],
    ]);
    expect(timetableDays([set("Unknown", "Main", null)], CDMX)).toEqual([]);
  });

  it("reads the day on the venue's clock: Tijuana's summer time", () => {
    // 05:30 in Tijuana (UTC−7 in July) is still Saturday night there.
    const days = timetableDays(
      [
        { name: "Closing", stage: "", position: 0, startsAt: new Date("2027-07-18T12:30:00Z"), endsAt: null },
        { name: "Opening", stage: "", position: 1, startsAt: new Date("2027-07-18T03:00:00Z"), endsAt: null },
      ],
      "America/Tijuana",
    );
    expect(days.map(({ day }) => day)).toEqual(["2027-07-17"]);
    expect(days[0].stages[0].sets[0].endsAt).toEqual(new Date("2027-07-18T12:30:00Z"));
  });
});
