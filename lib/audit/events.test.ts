import { randomUUID } from "node:crypto";
import { db } from "../db";
import { EVENTS_PER_PAGE, listEvents } from "./events";
import { record } from "./record";
import { AUDIT_KEEP_DAYS, sweepAuditLog } from "./sweep";

afterAll(() => db.$disconnect());
beforeEach(() => db.auditEvent.deleteMany());

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-12-05T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe("the audit log's list", () => {
  test("is newest first, a page at a time, by person and by kind", async () => {
    const [ana, beto] = [randomUUID(), randomUUID()];
    for (let i = 0; i < EVENTS_PER_PAGE + 5; i++) {
      await record(db, { actorId: ana, kind: "sign-in", subject: `ana-${i}`, at: new Date(NOW.getTime() + i * 1000) });
    }
    await record(db, { actorId: beto, kind: "post-published", subject: "un-post", at: daysAgo(1) });
    await record(db, { actorId: beto, kind: "sign-in", subject: "beto", at: daysAgo(2) });

    const first = await listEvents({ page: 1 });
    expect([first.total, first.pages, first.events.length]).toEqual([EVENTS_PER_PAGE + 7, 2, EVENTS_PER_PAGE]);
    expect(first.events[0].subject).toBe(`ana-${EVENTS_PER_PAGE + 4}`);
    const second = await listEvents({ page: 2 });
    expect(second.events.map(({ subject }) => subject)).toEqual([
      "ana-4",
      "ana-3",
      "ana-2",
      "ana-1",
      "ana-0",
      "un-post",
      "beto",
    ]);

    const byBeto = await listEvents({ actorId: beto, page: 1 });
    expect(byBeto.events.map(({ kind }) => kind)).toEqual(["post-published", "sign-in"]);
    const betoSignIns = await listEvents({ actorId: beto, kind: "sign-in", page: 1 });
    expect(betoSignIns).toMatchObject({ total: 1, pages: 1, events: [{ subject: "beto", detail: {} }] });
    expect(await listEvents({ kind: "edition-sent", page: 1 })).toEqual({ events: [], total: 0, pages: 1 });
    expect((await listEvents({ page: 3 })).events).toEqual([]);
  });
});

describe("the sweep", () => {
  test("keeps a year of events and deletes what is older", async () => {
    for (const days of [0, 365, AUDIT_KEEP_DAYS - 1, AUDIT_KEEP_DAYS + 1, 800]) {
      await record(db, { actorId: null, kind: "post-purged", subject: `${days}`, at: daysAgo(days) });
    }
    expect(AUDIT_KEEP_DAYS).toBeGreaterThanOrEqual(366);
    expect(await sweepAuditLog(NOW)).toBe(2);
    const kept = await db.auditEvent.findMany({ orderBy: { at: "desc" }, select: { subject: true } });
    expect(kept.map(({ subject }) => subject)).toEqual(["0", "365", `${AUDIT_KEEP_DAYS - 1}`]);
  });
});
