import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPrismaClient, db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPost } from "@/lib/newsroom/create-post";
import { updatePost } from "@/lib/newsroom/update-post";
import { aPost } from "../testing/post-fixture";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-db-copy-"));
const clients: PrismaClient[] = [];
afterAll(async () => {
  await Promise.all([db, ...clients].map((client) => client.$disconnect()));
  fs.rmSync(folder, { recursive: true, force: true });
});

const dbCopy = (from: string, to: string) =>
  spawnSync(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/operations/db-copy.ts", "--from", from, "--to", to],
    {
      env: process.env,
      encoding: "utf8",
    },
  );

function newPostgresDatabase(name: string): string {
  const port = process.env.JEST_PG_PORT!;
  execFileSync("createdb", ["--host=127.0.0.1", `--port=${port}`, "--username=postgres", name]);
  return `postgresql://postgres@127.0.0.1:${port}/${name}`;
}

/** Every row of every table, in one order whatever the database. */
async function everything(client: PrismaClient) {
  const byJson = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    posts: byJson(await client.post.findMany()),
    revisions: byJson(await client.postRevision.findMany()),
    redirects: byJson(await client.postRedirect.findMany()),
    gone: byJson(await client.gonePost.findMany()),
    topics: byJson(await client.topic.findMany()),
    postTopics: byJson(await client.postTopic.findMany()),
    media: byJson(await client.media.findMany()),
    sessions: byJson(await client.editorSession.findMany()),
    throttles: byJson(await client.loginThrottle.findMany()),
    failedSignIns: byJson(await client.failedSignIns.findMany()),
    topicRedirects: byJson(await client.topicRedirect.findMany()),
    authorRedirects: byJson(await client.authorRedirect.findMany()),
    dataUpgrades: byJson(await client.dataUpgrade.findMany()),
    events: byJson(await client.event.findMany()),
    performers: byJson(await client.eventPerformer.findMany()),
    goneEvents: byJson(await client.goneEvent.findMany()),
    pageDays: byJson(await client.pageDay.findMany()),
    pageSources: byJson(await client.pageSource.findMany()),
    pageVisitors: byJson(await client.pageVisitor.findMany()),
    salts: byJson(await client.visitorSalt.findMany()),
    subscribers: byJson(await client.subscriber.findMany()),
  };
}

const clientOf = (url: string) => {
  const client = createPrismaClient(url);
  clients.push(client);
  return client;
};

describe("npm run db:copy", () => {
  it("copies every table from PostgreSQL to SQLite and back, row for row, and refuses a target that is not empty", async () => {
    const by = { savedBy: "prueba@pulso.test" };
    const { post } = await createPost({ ...aPost(), topics: ["EDC México", "Techno"], ...by });
    await updatePost(post.id, { id: `${post.id}-nuevo`, title: "Título con acentos: ¡qué noche!" }, by);
    await createPost({ ...aPost(), status: "draft", ...by });
    const now = new Date("2026-11-20T10:00:00.123Z");
    await db.gonePost.create({ data: { id: "borrado", goneAt: now } });
    await db.media.create({
      data: { hash: "a".repeat(64), format: "jpeg", width: 10, height: 5, bytes: 99, focusX: 0.25 },
    });
    await db.editorSession.create({ data: { tokenHash: "t".repeat(64), expiresAt: now, failedSignInsBefore: 2 } });
    await db.loginThrottle.create({ data: { key: "k", failures: 3, lastFailureAt: now, lockedUntil: now } });
    await db.failedSignIns.create({ data: { account: "cuenta", attempts: 4 } });
    await db.topicRedirect.create({ data: { fromSlug: "edc-mxico", toSlug: "edc-mexico" } });
    await db.authorRedirect.create({ data: { fromSlug: "ivanov", toSlug: "dmitriy-ivanov" } });
    await db.event.create({
      data: {
        ...{ id: "edc-mexico-2027", name: "EDC México 2027", kind: "festival", timeZone: "America/Mexico_City" },
        ...{ startsAt: new Date("2027-02-26T22:00:00Z"), endsAt: new Date("2027-03-01T08:00:00Z"), priceFrom: 2400 },
        ...{ venueName: "Autódromo Hermanos Rodríguez", city: "Ciudad de México", state: "CDMX" },
        lineup: { create: [{ position: 0, name: "Charlotte de Witte", stage: "kineticFIELD", startsAt: now }] },
        posts: { connect: { id: `${post.id}-nuevo` } },
      },
    });
    await db.goneEvent.create({ data: { id: "ceremonia-2020", goneAt: now } });
    await db.pageDay.create({ data: { day: "2026-11-20", path: `/post/${post.id}-nuevo`, views: 12, visitors: 9 } });
    await db.pageSource.create({
      data: { day: "2026-11-20", path: "/", referrer: "google.com", device: "tableta", views: 3 },
    });
    await db.pageVisitor.create({ data: { day: "2026-11-20", path: "/", visitor: "v".repeat(22), seenAt: 43_200 } });
    await db.visitorSalt.create({ data: { day: "2026-11-20", salt: "s".repeat(43) } });
    await db.subscriber.createMany({
      data: [
        { email: "lectora@ejemplo.mx", state: "confirmed", consentAt: now, consentSource: "post", confirmedAt: now },
        { email: "se-fue@ejemplo.mx", state: "unsubscribed", unsubscribedAt: now },
      ],
    });
    await db.dataUpgrade.upsert({ where: { name: "prueba" }, create: { name: "prueba", appliedAt: now }, update: {} });
    const original = await everything(db);
    expect(original.redirects).toHaveLength(1);
    expect(original.pageDays).toHaveLength(1);
    expect(original.subscribers).toHaveLength(2);
    expect(original.postTopics).toHaveLength(2);
    expect(original.posts.filter((row) => row.includes('"eventId":"edc-mexico-2027"'))).toHaveLength(1);

    const sqlite = `file:${path.join(folder, "copia.db")}`;
    const there = dbCopy(process.env.DATABASE_URL!, sqlite);
    expect({ status: there.status, stderr: there.stderr }).toEqual({ status: 0, stderr: "" });
    expect(there.stdout).toMatch(/post: \d+ rows copied and verified/);
    expect(await everything(clientOf(sqlite))).toEqual(original);

    const postgres = newPostgresDatabase(`copia_${Date.now()}`);
    const back = dbCopy(sqlite, postgres);
    expect({ status: back.status, stderr: back.stderr }).toEqual({ status: 0, stderr: "" });
    expect(await everything(clientOf(postgres))).toEqual(original);

    const again = dbCopy(postgres, sqlite);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/is not empty \(event holds 1 rows\): nothing copied/);
    expect(await everything(clientOf(sqlite))).toEqual(original);
  }, 120_000);

  it("names what it needs when a URL is missing or not a database's", () => {
    const result = dbCopy("mysql://db/news", `file:${path.join(folder, "nada.db")}`);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/--from <url> --to <url>.*SQLite file URL.*PostgreSQL URL/);
    expect(fs.existsSync(path.join(folder, "nada.db"))).toBe(false);
  });
});
