import { lineupDays } from "./lineup-days";

const set = (name: string, stage = "", startsAt: string | null = null) => ({
  name,
  stage,
  startsAt: startsAt ? new Date(startsAt) : null,
});

describe("the line-up's layout", () => {
  it("keeps the editor's order when no set has a time", () => {
    expect(lineupDays([set("Nahual"), set("Nicola Cruz", "Bosque")], "America/Mexico_City")).toBeNull();
  });

  it("groups by day on the event's calendar, then by stage in the editor's order, each by time; the rest last", () => {
    const days = lineupDays(
      [
        set("Nicola Cruz", "Bosque", "2027-02-28T05:30:00Z"), // Saturday 27, 23:30 in Mexico City
        set("Nahual", "Río", "2027-02-27T23:00:00Z"),
        set("Ela Minus", "Bosque", "2027-02-28T02:00:00Z"),
        set("Sin hora", "Río"),
        set("Domingo", "Río", "2027-02-28T20:00:00Z"),
      ],
      "America/Mexico_City",
    );
    expect(
      days?.map(({ day, stages }) => [day, stages.map(({ stage, sets }) => [stage, sets.map(({ name }) => name)])]),
    ).toEqual([
      [
        "2027-02-27",
        [
          ["Bosque", ["Ela Minus", "Nicola Cruz"]],
          ["Río", ["Nahual"]],
        ],
      ],
      ["2027-02-28", [["Río", ["Domingo"]]]],
      ["", [["Río", ["Sin hora"]]]],
    ]);
  });

  it("keeps a night's sets after midnight on the night they belong to, after its evening sets", () => {
    const days = lineupDays(
      [
        set("Cierre", "Bosque", "2027-02-28T07:30:00Z"), // Sunday 28, 01:30 in Mexico City: Saturday's night
        set("Apertura", "Bosque", "2027-02-28T03:00:00Z"), // Saturday 27, 21:00
        set("Domingo", "Bosque", "2027-03-01T03:00:00Z"), // Sunday 28, 21:00
      ],
      "America/Mexico_City",
    );
    expect(days?.map(({ day, stages }) => [day, stages[0].sets.map(({ name }) => name)])).toEqual([
      ["2027-02-27", ["Apertura", "Cierre"]],
      ["2027-02-28", ["Domingo"]],
    ]);
  });
});
