// A reader's plan read against the festival as it stands: the chosen sets in time order, each with what the reader
// must know (a clash, a walk too short, a set no longer on), from the editor's latest line-up.
import { resolvedEnds, type SetTimes } from "../events/set-times";
import { setKeys } from "../events/set-keys";

/** The walk between two stages when the editor names none: ten minutes, a large festival's far stages. */
export const WALK_MINUTES_DEFAULT = 10;
const MINUTE = 60 * 1000;

/** A chosen set as the plan last saw it: what a set removed from the line-up is shown (and cancelled) with. */
export type SavedSet = { key: string; name: string; stage: string; startsAt: Date; endsAt: Date | null };

export type PlannedSet = SavedSet & {
  /** Gone from the line-up, or the whole event cancelled. */
  cancelled: boolean;
  /** The other chosen sets playing while it plays. */
  clashes: SavedSet[];
  /** The next chosen set on another stage, when it starts sooner after this one ends than the walk takes. */
  shortWalk: SavedSet | null;
};

type LineupSet = SetTimes & { name: string };

/** Whether two sets play at once; a set without an end is an instant, so only another starting then meets it. */
function overlap(a: SavedSet, b: SavedSet): boolean {
  if (a.startsAt.getTime() === b.startsAt.getTime()) return true;
  const end = (set: SavedSet) => (set.endsAt ?? set.startsAt).getTime();
  return a.startsAt.getTime() < end(b) && b.startsAt.getTime() < end(a);
}

/** The line-up's timed sets by key, with their resolved ends, as a plan saves them. */
export function savedSets(lineup: readonly LineupSet[], zone: string): Map<string, SavedSet> {
  const keys = setKeys(lineup);
  const ends = resolvedEnds(lineup, zone);
  const sets = new Map<string, SavedSet>();
  lineup.forEach(({ name, stage, startsAt }, index) => {
    if (startsAt) sets.set(keys[index], { key: keys[index], name, stage, startsAt, endsAt: ends[index] });
  });
  return sets;
}

/**
 * The plan's sets in time order, each as the line-up has it now (moved sets at their new time) or, once gone from it,
 * as last saved and cancelled; with every clash between them and every walk shorter than `walkMinutes` to the next.
 */
export function plannedSets(
  saved: readonly SavedSet[],
  current: Map<string, SavedSet>,
  { cancelled, walkMinutes }: { cancelled: boolean; walkMinutes: number },
): PlannedSet[] {
  const sets = saved
    .map((set) => ({ ...(current.get(set.key) ?? set), cancelled: cancelled || !current.has(set.key) }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.key.localeCompare(b.key));
  const playing = sets.filter((set) => !set.cancelled);
  return sets.map((set) => {
    if (set.cancelled) return { ...set, clashes: [], shortWalk: null };
    const others = playing.filter((other) => other.key !== set.key);
    const next = others.find((other) => other.startsAt.getTime() >= (set.endsAt ?? set.startsAt).getTime());
    const gap = next && set.endsAt ? next.startsAt.getTime() - set.endsAt.getTime() : Infinity;
    const walk = next && next.stage !== set.stage && gap < walkMinutes * MINUTE;
    return { ...set, clashes: others.filter((other) => overlap(set, other)), shortWalk: walk ? next : null };
  });
}
