// A database written under the former slug rule (letters outside ASCII dropped), carried to transliterated slugs.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { TRANSLITERATED_SLUGS, transliterateSlugs } from "./transliterated-slugs";

afterAll(() => db.$disconnect());

const s = randomUUID().slice(0, 8);
const byAuthor = (author: string, date: string) => publishPost(aPost({ author, date }));
let outcome: Awaited<ReturnType<typeof transliterateSlugs>>;
const posts: Record<string, string> = {};

/** The topics and authors as the former rule stored them, then the upgrade. */
beforeAll(async () => {
  posts.dmitriy = (await byAuthor("Дмитрий Ivanov", "2025-01-01")).id;
  posts.aleksey = (await byAuthor("Алексей Ivanov", "2025-02-01")).id;
  posts.boris = (await byAuthor("Борис Ivanov", "2025-03-01")).id;
  posts.lucia = (await byAuthor(`Lucía\u0001Ortega ${s}`, "2025-01-01")).id;
  posts.zhanna = (await byAuthor(`Жанна Petrova ${s}`, "2025-01-01")).id;
  posts.zoya = (await byAuthor(`Зоя Petrova ${s}`, "2025-02-01")).id;

  await db.topic.createMany({
    data: [
      { slug: `techno-${s}`, name: `Techno ${s}` },
      { slug: `echno-${s}`, name: `Тechno ${s}` },
      { slug: `chno-${s}`, name: `Еchno ${s}` },
      { slug: `cdmx-${s}`, name: `CDMX ${s}\u202e` },
    ],
  });
  await db.postTopic.createMany({
    data: [
      { postId: posts.aleksey, topicSlug: `techno-${s}`, position: 0 },
      { postId: posts.aleksey, topicSlug: `echno-${s}`, position: 1 },
      { postId: posts.dmitriy, topicSlug: `cdmx-${s}`, position: 0 },
      { postId: posts.dmitriy, topicSlug: `chno-${s}`, position: 1 },
      { postId: posts.dmitriy, topicSlug: `echno-${s}`, position: 2 },
    ],
  });
  const saved = new Date("2025-06-01T00:00:00Z");
  await db.author.createMany({
    data: [
      { slug: "ivanov", name: "Дмитрий Ivanov", bio: "Cubre Vive Latino.", photo: "", updatedAt: saved },
      { slug: "dmitriy-ivanov", name: "Dmitriy Ivanov", bio: "", photo: "/media/x.jpg", updatedAt: saved },
      { slug: `ana-torres-${s}`, name: `Ana\u202e Torres ${s}`, bio: "Escribe de house.", photo: "", updatedAt: saved },
    ],
  });
  outcome = await transliterateSlugs(db);
});

const linksOf = (postId: string) =>
  db.postTopic.findMany({
    where: { postId },
    select: { topicSlug: true, position: true },
    orderBy: { position: "asc" },
  });

describe("topics stored under the former rule", () => {
  it("move to the slug their name makes now, one leaving its slug first for another to take", async () => {
    expect(outcome?.topics).toEqual([
      { from: `chno-${s}`, to: `echno-${s}` },
      { from: `echno-${s}`, to: `techno-${s}` },
    ]);
    const topics = await db.topic.findMany({ where: { slug: { contains: s } }, orderBy: { slug: "asc" } });
    expect(topics).toEqual([
      { slug: `cdmx-${s}`, name: `CDMX ${s}` },
      { slug: `echno-${s}`, name: `Еchno ${s}` },
      { slug: `techno-${s}`, name: `Techno ${s}` },
    ]);
  });

  it("join the topic their look-alike name imitates: each post keeps one link, at the earlier place", async () => {
    expect(await linksOf(posts.aleksey)).toEqual([{ topicSlug: `techno-${s}`, position: 0 }]);
    expect(await linksOf(posts.dmitriy)).toEqual([
      { topicSlug: `cdmx-${s}`, position: 0 },
      { topicSlug: `echno-${s}`, position: 1 },
      { topicSlug: `techno-${s}`, position: 2 },
    ]);
  });

  it("leave their former slug as a redirect to the new one", async () => {
    const redirects = await db.topicRedirect.findMany({
      where: { fromSlug: { contains: s } },
      orderBy: { fromSlug: "asc" },
    });
    expect(redirects).toEqual([
      { fromSlug: `chno-${s}`, toSlug: `echno-${s}` },
      { fromSlug: `echno-${s}`, toSlug: `techno-${s}` },
    ]);
  });
});

describe("authors stored under the former rule", () => {
  it("each get the slug their name makes now; a row joins the row there, losing neither bio nor photo", async () => {
    const rows = await db.author.findMany({
      where: { slug: { in: ["ivanov", "dmitriy-ivanov", `ana-torres-${s}`] } },
      select: { slug: true, name: true, bio: true, photo: true },
      orderBy: { slug: "asc" },
    });
    expect(rows).toEqual([
      { slug: `ana-torres-${s}`, name: `Ana Torres ${s}`, bio: "Escribe de house.", photo: "" },
      { slug: "dmitriy-ivanov", name: "Dmitriy Ivanov", bio: "Cubre Vive Latino.", photo: "/media/x.jpg" },
    ]);
  });

  it("leave every former page as a redirect: to the row's author, or else to the newest post's", async () => {
    expect(outcome?.authors).toEqual([
      { from: "ivanov", to: "dmitriy-ivanov" },
      { from: `lucia-ortega-${s}`, to: `luciaortega-${s}` },
      { from: `petrova-${s}`, to: `zoya-petrova-${s}` },
    ]);
    const redirects = await db.authorRedirect.findMany({ orderBy: { fromSlug: "asc" } });
    expect(redirects.map(({ fromSlug, toSlug }) => [fromSlug, toSlug])).toEqual(
      outcome!.authors.map(({ from, to }) => [from, to]),
    );
  });
});

describe("the upgrade", () => {
  const t = randomUUID().slice(0, 8);

  it("is made once: a later start finds it recorded and changes nothing", async () => {
    expect(await db.dataUpgrade.findUnique({ where: { name: TRANSLITERATED_SLUGS } })).not.toBeNull();
    await db.topic.create({ data: { slug: `rance-${t}`, name: `Тrance ${t}` } });
    expect(await transliterateSlugs(db)).toBeNull();
    expect(await db.topic.findUnique({ where: { slug: `rance-${t}` } })).not.toBeNull();
  });

  it("is made by one of two starts at once, the other finding it taken", async () => {
    await db.topic.create({ data: { slug: `ouse-${t}`, name: `Ноuse ${t}` } });
    await db.dataUpgrade.delete({ where: { name: TRANSLITERATED_SLUGS } });
    const outcomes = await Promise.all([transliterateSlugs(db), transliterateSlugs(db)]);
    expect(outcomes.filter((made) => made === null)).toHaveLength(1);
    expect(outcomes.find((made) => made !== null)?.topics).toContainEqual({ from: `ouse-${t}`, to: `nouse-${t}` });
    expect(await db.topic.findUnique({ where: { slug: `nouse-${t}` } })).toEqual({
      slug: `nouse-${t}`,
      name: `Ноuse ${t}`,
    });
  });
});
