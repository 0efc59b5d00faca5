import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { simpleParser } from "mailparser";
import { db } from "@/lib/db";
import { createEvent } from "@/lib/events/create-event";
import { createPost } from "@/lib/newsroom/create-post";
import { trashPost } from "@/lib/newsroom/trash";
import { eventInputSchema } from "@/lib/validations/event";
import { aPost } from "@/scripts/testing/post-fixture";
import { anEvent } from "@/scripts/testing/event-fixture";
import { isEmptyEdition, nextEditionContent } from "./edition-content";
import { editionHistory, sendTestEdition, startEdition } from "./editions";

const HOUR_MS = 60 * 60 * 1000;
const hoursFrom = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);

afterAll(() => db.$disconnect());
beforeEach(async () => {
  await db.edition.deleteMany();
  await db.subscriber.deleteMany();
  await db.post.deleteMany();
  await db.event.deleteMany();
});

const publish = async (title: string, liveAt: Date, overrides = {}) => {
  const { post } = await createPost({ ...aPost({ title, ...overrides }), savedBy: "test" });
  await db.post.update({ where: { id: post.id }, data: { liveAt, publishAt: liveAt, publishedAt: liveAt } });
  return post.id;
};

const subscribers = (states: Record<string, string>) =>
  db.subscriber.createMany({ data: Object.entries(states).map(([email, state]) => ({ email, state })) });

describe("the next edition's content", () => {
  it("carries the posts online since the last edition started, newest first, never drafts, scheduled or trashed", async () => {
    const now = new Date();
    await publish("Hace dos semanas", hoursFrom(now, -24 * 14));
    await publish("Anteayer", hoursFrom(now, -48));
    const newest = await publish("Hace una hora", hoursFrom(now, -1));
    await createPost({ ...aPost({ title: "Borrador" }), status: "draft", savedBy: "test" });
    await createPost({
      ...aPost({ title: "Programado" }),
      status: "scheduled",
      publishAt: hoursFrom(now, 5),
      savedBy: "test",
    });
    const trashed = await publish("En la papelera", hoursFrom(now, -2));
    await trashPost(trashed, { savedBy: "test" });

    const first = await nextEditionContent(now);
    expect(first.since).toBeNull();
    expect(first.posts.map(({ title }) => title)).toEqual(["Hace una hora", "Anteayer"]);
    expect(first.posts[0]).toMatchObject({ id: newest, description: expect.any(String), date: "1 de marzo de 2025" });
    expect(first.posts[0].photo).toMatchObject({ alt: expect.any(String), width: 560 });

    await subscribers({ "lectora@ejemplo.mx": "confirmed" });
    await startEdition(hoursFrom(now, -1.5));
    const next = await nextEditionContent(now);
    expect(next.since).toEqual(hoursFrom(now, -1.5));
    expect(next.posts.map(({ title }) => title)).toEqual(["Hace una hora"]);
  });

  it("carries a live post once whatever its updates, and never again for the updates written after", async () => {
    const now = new Date();
    const live = await publish("En vivo desde el Autódromo", hoursFrom(now, -3));
    const update = (hours: number) => ({
      id: randomUUID().slice(0, 8),
      postId: live,
      text: `Actualización de hace ${hours} horas`,
      createdAt: hoursFrom(now, -hours),
      updatedAt: hoursFrom(now, -hours),
    });
    await db.liveUpdate.createMany({ data: [2.5, 2, 1.5].map(update) });
    expect((await nextEditionContent(now)).posts.map(({ id }) => id)).toEqual([live]);

    await subscribers({ "lectora@ejemplo.mx": "confirmed" });
    await startEdition(hoursFrom(now, -1));
    await db.liveUpdate.createMany({ data: [0.5, 0.25].map(update) });
    expect((await nextEditionContent(now)).posts).toEqual([]);
  });

  it("lists the events of the next 30 days, soonest first, and is empty without posts even with events", async () => {
    const now = new Date();
    const inDays = (days: number) =>
      hoursFrom(now, days * 24)
        .toISOString()
        .slice(0, 16);
    await createEvent(eventInputSchema.parse(anEvent({ name: "Pronto", startsAt: inDays(3), endsAt: inDays(4) })));
    await createEvent(eventInputSchema.parse(anEvent({ name: "Lejos", startsAt: inDays(60), endsAt: inDays(61) })));
    const content = await nextEditionContent(now);
    expect(content.events.map(({ name }) => name)).toEqual(["Pronto"]);
    expect(content.events[0]).toMatchObject({ venue: "Las Estacas", city: "Tlaltizapán", dates: expect.any(String) });
    expect(isEmptyEdition(content)).toBe(true);
    expect(await startEdition(now)).toEqual({ started: false, reason: "empty" });
  });
});

describe("starting an edition", () => {
  it("delivers to the confirmed addresses only, and refuses a second while the first is unfinished", async () => {
    const now = new Date();
    await publish("Noticia", hoursFrom(now, -1));
    await subscribers({
      "a@ejemplo.mx": "confirmed",
      "b@ejemplo.mx": "confirmed",
      "pendiente@ejemplo.mx": "pending",
      "baja@ejemplo.mx": "unsubscribed",
      "rebota@ejemplo.mx": "bouncing",
    });

    const started = await startEdition(now);
    expect(started).toEqual({ started: true, id: 1, recipients: 2 });
    const deliveries = await db.editionDelivery.findMany({ orderBy: { email: "asc" } });
    expect(deliveries.map(({ email, state, attempts }) => [email, state, attempts])).toEqual([
      ["a@ejemplo.mx", "pending", 0],
      ["b@ejemplo.mx", "pending", 0],
    ]);
    await publish("Otra", hoursFrom(now, 0.5));
    expect(await startEdition(hoursFrom(now, 1))).toEqual({ started: false, reason: "unfinished" });

    const [summary] = await editionHistory();
    expect(summary).toMatchObject({
      id: 1,
      subject: "Noticia · El boletín de Pulso Electrónico",
      startedAt: now,
      finishedAt: null,
      recipients: 2,
      sent: 0,
      pending: 2,
      posts: [{ id: expect.any(String), title: "Noticia" }],
    });
  });
});

describe("a test send", () => {
  it("mails the next edition to one address, its subject marked, and records nothing", async () => {
    const now = new Date();
    await publish("Para probar", hoursFrom(now, -1));
    const delivery = await sendTestEdition("editora@ejemplo.mx", now);
    expect(delivery.accepted).toEqual(["editora@ejemplo.mx"]);
    const mail = await simpleParser(fs.readFileSync(delivery.outboxFile!));
    expect(mail.subject).toBe("[Prueba] Para probar · El boletín de Pulso Electrónico");
    expect(mail.text).toContain("Para probar");
    expect([await db.edition.count(), await db.editionDelivery.count()]).toEqual([0, 0]);
  });
});
