import { db } from "@/lib/db";
import { createEvent } from "@/lib/events/create-event";
import { eventInputSchema } from "@/lib/validations/event";
import { anEvent, aStoredEvent } from "@/scripts/testing/event-fixture";
import { EVENT_CHOICES_MAX, listEventChoices } from "./event-choices";

const NOW = new Date("2030-06-15T12:00:00Z");

async function stored(id: string, startsAt: string, endsAt: string) {
  await createEvent(eventInputSchema.parse(anEvent({ id, startsAt, endsAt })));
}

describe("the events a post form suggests", () => {
  beforeAll(async () => {
    await db.event.deleteMany();
    await stored("manana", "2030-06-16T20:00", "2030-06-17T04:00");
    await stored("en-curso", "2030-06-14T16:00", "2030-06-16T06:00");
    await stored("hace-un-mes", "2030-05-10T20:00", "2030-05-11T04:00");
    await stored("hace-un-ano", "2029-06-10T20:00", "2029-06-11T04:00");
  });

  it("are those not over yet or over in the last months, soonest first", async () => {
    const ids = (await listEventChoices(null, NOW)).map(({ id }) => id);
    expect(ids).toEqual(["hace-un-mes", "en-curso", "manana"]);
  });

  it("include the event the post already names, however old, once", async () => {
    expect((await listEventChoices("hace-un-ano", NOW)).map(({ id }) => id)).toEqual([
      "hace-un-ano",
      "hace-un-mes",
      "en-curso",
      "manana",
    ]);
    expect(await listEventChoices("manana", NOW)).toHaveLength(3);
    expect(await listEventChoices("no-existe", NOW)).toHaveLength(3);
  });

  it("are bounded, whatever the number of events stored: the soonest first", async () => {
    const { lineup, ...row } = aStoredEvent();
    const day = 24 * 60 * 60 * 1000;
    const many = Array.from({ length: EVENT_CHOICES_MAX + 5 }, (_, index) => ({
      ...row,
      id: `muchos-${index}`,
      startsAt: new Date(NOW.getTime() + (index + 3) * day),
      endsAt: new Date(NOW.getTime() + (index + 3) * day + 8 * 60 * 60 * 1000),
    }));
    expect(lineup.length).toBeGreaterThan(0);
    await db.event.createMany({ data: many });
    try {
      const choices = await listEventChoices(null, NOW);
      expect(choices).toHaveLength(EVENT_CHOICES_MAX);
      expect(choices.slice(0, 4).map(({ id }) => id)).toEqual(["hace-un-mes", "en-curso", "manana", "muchos-0"]);
    } finally {
      await db.event.deleteMany({ where: { id: { startsWith: "muchos-" } } });
    }
  });
});
