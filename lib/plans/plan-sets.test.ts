import { plannedSets, savedSets, WALK_MINUTES_DEFAULT } from "./plan-sets";

const CDMX = "America/Mexico_City";
const at = (wall: string) => new Date(`${wall}-06:00`);
const set = (name: string, stage: string, startsAt: string, endsAt: string | null = null) => ({
  name,
  stage,
  startsAt: at(startsAt),
  endsAt: endsAt ? at(endsAt) : null,
});

/** EDC's Saturday night, a part of it. */
const saturday = [
  set("Zedd", "kineticFIELD", "2031-03-15T21:30", "2031-03-15T23:00"),
  set("Charlotte de Witte", "kineticFIELD", "2031-03-15T23:00", "2031-03-16T00:30"),
  set("Chris Lake", "circuitGROUNDS", "2031-03-15T22:00", "2031-03-15T23:30"),
  set("FISHER", "circuitGROUNDS", "2031-03-15T23:30", "2031-03-16T01:00"),
  set("Monolink", "cosmicMEADOW", "2031-03-15T22:15", "2031-03-15T23:45"),
  set("John Summit", "circuitGROUNDS", "2031-03-16T01:00", "2031-03-16T02:00"),
];
const playing = { cancelled: false, walkMinutes: WALK_MINUTES_DEFAULT };
const chosen = (current: ReturnType<typeof savedSets>, ...keys: string[]) => keys.map((key) => current.get(key)!);

describe("a reader's plan", () => {
  const current = savedSets(saturday, CDMX);

  it("lists its sets in time order and warns of every clash, past midnight included", () => {
    const plan = plannedSets(chosen(current, "john-summit", "fisher", "zedd", "charlotte-de-witte"), current, playing);
    expect(plan.map(({ name }) => name)).toEqual(["Zedd", "Charlotte de Witte", "FISHER", "John Summit"]);
    const clashes = Object.fromEntries(plan.map(({ name, clashes: with_ }) => [name, with_.map((s) => s.name)]));
    expect(clashes).toEqual({
      Zedd: [],
      "Charlotte de Witte": ["FISHER"],
      FISHER: ["Charlotte de Witte"],
      "John Summit": [],
    });
  });

  it("warns of a change of stage with less time between than the walk, and not of one on the same stage", () => {
    const plan = plannedSets(chosen(current, "zedd", "fisher", "john-summit"), current, playing);
    expect(plan.map(({ name, shortWalk }) => [name, shortWalk?.name ?? null])).toEqual([
      ["Zedd", null],
      ["FISHER", null],
      ["John Summit", null],
    ]);
    const tight = plannedSets(chosen(current, "zedd", "fisher"), current, { ...playing, walkMinutes: 45 });
    expect(tight[0].shortWalk?.name).toBe("FISHER");
  });

  it("follows the editor: a moved set at its new time, a set gone from the line-up cancelled at its last time", () => {
    const saved = chosen(current, "zedd", "fisher");
    const moved = savedSets(
      [set("Zedd", "cosmicMEADOW", "2031-03-15T20:00", "2031-03-15T21:00"), ...saturday.slice(1, 3)],
      CDMX,
    );
    const plan = plannedSets(saved, moved, playing);
    expect(plan.map(({ name, stage, startsAt, cancelled }) => [name, stage, startsAt, cancelled])).toEqual([
      ["Zedd", "cosmicMEADOW", at("2031-03-15T20:00"), false],
      ["FISHER", "circuitGROUNDS", at("2031-03-15T23:30"), true],
    ]);
  });

  it("cancels every set of a cancelled event, with no warning left", () => {
    const plan = plannedSets(chosen(current, "charlotte-de-witte", "fisher"), current, { ...playing, cancelled: true });
    expect(plan.every(({ cancelled, clashes }) => cancelled && clashes.length === 0)).toBe(true);
  });

  it("counts two sets starting together as a clash even when one has no end", () => {
    const open = savedSets([set("A", "Uno", "2031-03-15T23:00"), set("B", "Dos", "2031-03-15T23:00")], CDMX);
    const plan = plannedSets([...open.values()], open, playing);
    expect(plan[0].clashes.map(({ name }) => name)).toEqual(["B"]);
  });

  it("reads times on the venue's clock: Tijuana's summer", () => {
    const tijuana = savedSets(
      [
        {
          name: "A",
          stage: "Uno",
          startsAt: new Date("2031-07-19T05:00:00Z"),
          endsAt: new Date("2031-07-19T06:00:00Z"),
        },
        { name: "B", stage: "Dos", startsAt: new Date("2031-07-19T06:05:00Z"), endsAt: null },
      ],
      "America/Tijuana",
    );
    const plan = plannedSets([...tijuana.values()], tijuana, playing);
    expect(plan[0].shortWalk?.name).toBe("B");
  });
});
