import { db } from "@/lib/db";
import { dayInZone } from "@/lib/dates/zone-time";
import { requireEvent } from "@/lib/events/stored-event";
import { festivalDay, resolvedEnds } from "@/lib/events/set-times";
import { seedIfEmpty } from "./seed";

const NOW = new Date("2026-11-24T19:30:00-06:00");
const MINUTE = 60_000;

beforeEach(async () => {
  await db.event.deleteMany();
  await db.goneEvent.deleteMany();
  await db.post.deleteMany();
});

/** Each stage's sets of each festival day, by time: "kineticFIELD 2027-02-26" -> sets. */
async function edcStageDays() {
  await seedIfEmpty(db, NOW);
  const { lineup, timeZone } = await requireEvent("edc-mexico-muestra");
  const stageDays = new Map<string, typeof lineup>();
  for (const set of lineup) {
    const key = `${set.stage} ${festivalDay(set.startsAt!, timeZone)}`;
    stageDays.set(key, [...(stageDays.get(key) ?? []), set]);
  }
  for (const sets of stageDays.values()) sets.sort((a, b) => +a.startsAt! - +b.startsAt!);
  return { lineup, timeZone, stageDays };
}

describe("EDC México's sample timetable", () => {
  it("has three stages over three festival days, every set 60 to 90 minutes, nights past midnight", async () => {
    const { lineup, timeZone, stageDays } = await edcStageDays();
    expect(new Set(lineup.map(({ stage }) => stage))).toEqual(
      new Set(["kineticFIELD", "circuitGROUNDS", "cosmicMEADOW"]),
    );
    expect(new Set(lineup.map(({ startsAt }) => festivalDay(startsAt!, timeZone))).size).toBe(3);
    expect(stageDays.size).toBe(9);
    for (const { startsAt, endsAt } of lineup) {
      expect((+endsAt! - +startsAt!) / MINUTE).toBeGreaterThanOrEqual(60);
      expect((+endsAt! - +startsAt!) / MINUTE).toBeLessThanOrEqual(90);
    }
    const afterMidnight = lineup.filter(
      ({ startsAt }) => dayInZone(startsAt!, timeZone) !== festivalDay(startsAt!, timeZone),
    );
    expect(afterMidnight.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["Martin Garrix", "Eric Prydz", "John Summit", "Hardwell"]),
    );
  });

  it("leaves one gap on a stage, and ends each set as the rule would without its end but the day's last", async () => {
    const { timeZone, stageDays } = await edcStageDays();
    const gaps = [...stageDays.values()].flatMap((sets) =>
      sets.slice(1).filter((set, index) => +set.startsAt! !== +sets[index].endsAt!),
    );
    expect(gaps.map(({ name, stage }) => [name, stage])).toEqual([["Monolink", "cosmicMEADOW"]]);
    for (const sets of stageDays.values()) {
      const bare = sets.map(({ stage, startsAt }) => ({ stage, startsAt, endsAt: null }));
      const resolved = resolvedEnds(bare, timeZone);
      expect(resolved.at(-1)).toBeNull();
      expect(resolved.slice(0, -1)).toEqual(sets.slice(1).map(({ startsAt }) => startsAt));
    }
  });

  it("has two headliners overlapping across stages, for a plan's clash", async () => {
    const { lineup } = await edcStageDays();
    const [charlotte, fisher] = ["Charlotte de Witte", "FISHER"].map((name) =>
      lineup.find((set) => set.name === name)!,
    );
    expect(charlotte.stage).not.toBe(fisher.stage);
    expect(+charlotte.startsAt! < +fisher.endsAt! && +fisher.startsAt! < +charlotte.endsAt!).toBe(true);
    expect((+charlotte.endsAt! - +fisher.startsAt!) / MINUTE).toBe(60);
  });
});
