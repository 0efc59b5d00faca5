// A reader's plan behind its secret address: kept under the SHA-256 of its token, with nothing that names the reader,
// at most PLAN_SETS_MAX sets, until a month after its festival.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "../db";
import { EventNotFoundError } from "../events/errors";
import { withLineup, type StoredEvent } from "../events/stored-event";
import { plannedSets, savedSets, WALK_MINUTES_DEFAULT, type PlannedSet, type SavedSet } from "./plan-sets";

/** Three nights of a large festival hold about 60 sets a reader could see; more is not a plan. */
export const PLAN_SETS_MAX = 100;
/** A plan is deleted this long after its festival ends: its calendar has nothing more to follow. */
export const PLAN_KEPT_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/** 32 random bytes in base64url: 43 characters nobody guesses. */
export const PLAN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export class EmptyPlanError extends Error {
  constructor() {
    super("A plan needs at least one set of the event's timetable.");
  }
}

type StoredSet = Omit<SavedSet, "startsAt" | "endsAt"> & { startsAt: string; endsAt: string | null };
const stored = (set: SavedSet): StoredSet => ({
  ...set,
  startsAt: set.startsAt.toISOString(),
  endsAt: set.endsAt?.toISOString() ?? null,
});
const saved = (set: StoredSet): SavedSet => ({
  ...set,
  startsAt: new Date(set.startsAt),
  endsAt: set.endsAt ? new Date(set.endsAt) : null,
});

/** The event's sets the reader chose, each once, in the line-up as it is now; keys it does not hold are left out. */
function chosenSets(event: StoredEvent, keys: readonly string[]): SavedSet[] {
  const current = savedSets(event.lineup, event.timeZone);
  const chosen = [...new Set(keys)].flatMap((key) => current.get(key) ?? []).slice(0, PLAN_SETS_MAX);
  if (chosen.length === 0) throw new EmptyPlanError();
  return chosen;
}

const expiryOf = (event: StoredEvent) => new Date(event.endsAt.getTime() + PLAN_KEPT_DAYS * DAY);

/** A new plan of `keys` at `eventId`, answered with the token of its address. */
export async function createPlan(eventId: string, keys: readonly string[]): Promise<string> {
  const event = await db.event.findUnique({ where: { id: eventId }, include: withLineup });
  if (!event) throw new EventNotFoundError(eventId);
  const token = newToken();
  await db.readerPlan.create({
    data: {
      tokenHash: hashOf(token),
      eventId,
      sets: JSON.stringify(chosenSets(event, keys).map(stored)),
      expiresAt: expiryOf(event),
    },
  });
  return token;
}

export type ReaderPlanView = { token: string; event: StoredEvent; sets: PlannedSet[] };

/** The plan behind `token` as its festival stands now; null for a token of no plan, or of one past its keeping. */
export async function readPlan(token: string, now = new Date()): Promise<ReaderPlanView | null> {
  if (!PLAN_TOKEN_PATTERN.test(token)) return null;
  const plan = await db.readerPlan.findUnique({
    where: { tokenHash: hashOf(token) },
    include: { event: { include: withLineup } },
  });
  if (!plan || plan.expiresAt < now) return null;
  const { event } = plan;
  const sets = plannedSets((JSON.parse(plan.sets) as StoredSet[]).map(saved), savedSets(event.lineup, event.timeZone), {
    cancelled: event.status === "cancelado",
    walkMinutes: event.walkMinutes ?? WALK_MINUTES_DEFAULT,
  });
  return { token, event, sets };
}

/** The plan behind `token` now holds `keys`; false when there is no such plan. */
export async function changePlan(token: string, keys: readonly string[]): Promise<boolean> {
  const view = await readPlan(token);
  if (!view) return false;
  const sets = JSON.stringify(chosenSets(view.event, keys).map(stored));
  await db.readerPlan.update({ where: { tokenHash: hashOf(token) }, data: { sets, updatedAt: new Date() } });
  return true;
}

/** Deletes the plan behind `token`: its address and its calendar answer 404 from now on. */
export async function revokePlan(token: string): Promise<boolean> {
  if (!PLAN_TOKEN_PATTERN.test(token)) return false;
  return (await db.readerPlan.deleteMany({ where: { tokenHash: hashOf(token) } })).count > 0;
}

/** Deletes the plans past their keeping; the upkeep's hourly sweep. */
export const sweepPlans = async (now: Date) =>
  (await db.readerPlan.deleteMany({ where: { expiresAt: { lt: now } } })).count;
