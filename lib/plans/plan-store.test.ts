import { anEvent } from "@/scripts/testing/event-fixture";
import { db } from "../db";
import { createEvent } from "../events/create-event";
import { deleteEvent } from "../events/delete-event";
import { EventNotFoundError } from "../events/errors";
import { updateEvent } from "../events/update-event";
import { eventInputSchema } from "../validations/event";
import {
  changePlan,
  createPlan,
  EmptyPlanError,
  PLAN_SETS_MAX,
  PLAN_TOKEN_PATTERN,
  readPlan,
  revokePlan,
  sweepPlans,
} from "./plan-store";

const lineup = [
  { name: "Charlotte de Witte", stage: "kineticFIELD", startsAt: "2031-03-15T23:00", endsAt: "2031-03-16T00:30" },
  { name: "FISHER", stage: "circuitGROUNDS", startsAt: "2031-03-15T23:30", endsAt: "2031-03-16T01:00" },
  { name: "Zedd", stage: "kineticFIELD", startsAt: "2031-03-15T21:30", endsAt: "2031-03-15T23:00" },
  { name: "Sin hora" },
];
const festival = (overrides: Record<string, unknown> = {}) =>
  createEvent(
    eventInputSchema.parse(
      anEvent({ id: "edc-plan", startsAt: "2031-03-14T15:00", endsAt: "2031-03-17T02:00", lineup, ...overrides }),
    ),
  );
const change = (id: string, fields: Record<string, unknown>) =>
  updateEvent(id, eventInputSchema.partial().parse(fields), {});
const names = (view: Awaited<ReturnType<typeof readPlan>>) =>
  view!.sets.map(({ name, cancelled }) => (cancelled ? `${name} (cancelado)` : name));

beforeEach(async () => {
  await db.event.deleteMany();
  await db.goneEvent.deleteMany();
});

describe("a reader's stored plan", () => {
  it("is kept under its token's hash alone, its sets in time order with their clash", async () => {
    await festival();
    const token = await createPlan("edc-plan", ["fisher", "zedd", "charlotte-de-witte", "fisher"]);
    expect(token).toMatch(PLAN_TOKEN_PATTERN);
    const [row] = await db.readerPlan.findMany();
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.sets).not.toContain(token);
    expect(row.expiresAt).toEqual(new Date("2031-04-16T08:00:00Z"));
    const view = await readPlan(token);
    expect(names(view)).toEqual(["Zedd", "Charlotte de Witte", "FISHER"]);
    expect(view!.sets[1].clashes.map(({ name }) => name)).toEqual(["FISHER"]);
  });

  it("follows the editor: a moved set at its new time, a removed one cancelled, a cancelled festival's all", async () => {
    await festival();
    const token = await createPlan("edc-plan", ["zedd", "fisher"]);
    await change("edc-plan", {
      lineup: [{ name: "Zedd", stage: "cosmicMEADOW", startsAt: "2031-03-15T20:00", endsAt: "2031-03-15T21:00" }],
    });
    const moved = await readPlan(token);
    expect(names(moved)).toEqual(["Zedd", "FISHER (cancelado)"]);
    expect(moved!.sets[0]).toMatchObject({ stage: "cosmicMEADOW", startsAt: new Date("2031-03-16T02:00:00Z") });
    expect(moved!.sets[1]).toMatchObject({ startsAt: new Date("2031-03-16T05:30:00Z") });
    await change("edc-plan", { status: "cancelado" });
    expect(names(await readPlan(token))).toEqual(["Zedd (cancelado)", "FISHER (cancelado)"]);
  });

  it("keeps only sets of the timetable, at most PLAN_SETS_MAX, and refuses a plan of none", async () => {
    await festival();
    await expect(createPlan("edc-plan", ["sin-hora", "nadie"])).rejects.toBeInstanceOf(EmptyPlanError);
    await expect(createPlan("no-existe", ["zedd"])).rejects.toBeInstanceOf(EventNotFoundError);
    const many = Array.from({ length: PLAN_SETS_MAX + 50 }, (_, index) => ({
      name: `Acto ${index}`,
      startsAt: `2031-03-15T${String(18 + Math.floor(index / 60)).padStart(2, "0")}:${String(index % 60).padStart(2, "0")}`,
    }));
    await festival({ id: "grande", lineup: many });
    const token = await createPlan(
      "grande",
      many.map(({ name }) => name.toLowerCase().replace(" ", "-")),
    );
    expect((await readPlan(token))!.sets).toHaveLength(PLAN_SETS_MAX);
  });

  it("changes, and is revoked: its token then names nothing", async () => {
    await festival();
    const token = await createPlan("edc-plan", ["zedd"]);
    expect(await changePlan(token, ["fisher", "charlotte-de-witte"])).toBe(true);
    expect(names(await readPlan(token))).toEqual(["Charlotte de Witte", "FISHER"]);
    expect(await revokePlan(token)).toBe(true);
    expect(await readPlan(token)).toBeNull();
    expect(await changePlan(token, ["zedd"])).toBe(false);
    expect(await revokePlan(token)).toBe(false);
    expect(await readPlan("corto")).toBeNull();
  });

  it("is deleted a month after its festival, and with its event", async () => {
    await festival();
    const token = await createPlan("edc-plan", ["zedd"]);
    expect(await sweepPlans(new Date("2031-04-16T07:59:00Z"))).toBe(0);
    expect(await readPlan(token, new Date("2031-04-16T08:00:01Z"))).toBeNull();
    expect(await sweepPlans(new Date("2031-04-16T08:00:01Z"))).toBe(1);
    const other = await createPlan("edc-plan", ["zedd"]);
    await deleteEvent("edc-plan", {});
    expect(await readPlan(other)).toBeNull();
  });
});
