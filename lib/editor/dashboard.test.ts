import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { changePost } from "@/lib/newsroom/change-post";
import { createPost } from "@/lib/newsroom/create-post";
import { listRevisions } from "@/lib/newsroom/revisions";
import { liveAtOf } from "@/lib/newsroom/post-state";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { TITLE_MATCHES } from "@/lib/search/title-search";
import { listDashboardPosts } from "./dashboard";
import { dashboardQuerySchema } from "./dashboard-query";

afterAll(() => db.$disconnect());

const HOUR = 3_600_000;

/** A post of the given life, its liveAt kept as the store keeps it. */
async function aPostThatIs(life: { status: string; publishAt: Date | null; trashedAt?: Date | null }, title: string) {
  const { id } = await publishPost(aPost({ title }));
  const lifecycle = { trashedAt: null, ...life };
  await db.post.update({ where: { id }, data: { ...lifecycle, liveAt: liveAtOf(lifecycle) } });
  return id;
}

const query = (params: Record<string, string>) => dashboardQuerySchema.parse(params);

describe("the editor's dashboard", () => {
  it("names each post's author and the person who saved it last", async () => {
    const [ana, beto] = await Promise.all(
      ["Ana", "Beto"].map((name) =>
        db.account.create({
          data: {
            id: randomUUID(),
            email: `${name}-${randomUUID()}@example.mx`,
            name,
            role: "editor",
            status: "active",
          },
        }),
      ),
    );
    // Its own two letters: a search reads the first 8 characters of a word, so "zp…" would also find the next test's.
    const title = `zn${Date.now()} de Ana`;
    const { post } = await createPost({ ...aPost({ title }), savedBy: ana.email, savedById: ana.id, role: "editor" });
    const by = { savedBy: beto.email, savedById: beto.id, role: "editor" as const };
    await changePost(post.id, by, () => ({ title: `${title}, editada` }));
    const [listed] = (await listDashboardPosts(query({ q: title }))).posts;
    expect([listed.id, listed.author, listed.lastEditor]).toEqual([post.id, "Ana", "Beto"]);
    // Listed for its owner, not for another person of a role that changes no other's posts.
    const own = await listDashboardPosts(query({ q: title }), undefined, { ownerId: ana.id });
    const others = await listDashboardPosts(query({ q: title }), undefined, { ownerId: beto.id });
    expect([own.posts.map(({ id }) => id), own.total, others.posts, others.total]).toEqual([[post.id], 1, [], 0]);
    const revisions = await listRevisions(post.id);
    expect(revisions!.map((revision) => [revision.saverName, revision.savedBy])).toEqual([
      ["Beto", beto.email],
      ["Ana", ana.email],
    ]);
  });

  it("filters by state, with its count, and searches titles", async () => {
    const now = new Date();
    const marker = `zq${Date.now()}`;
    const draft = await aPostThatIs({ status: "draft", publishAt: null }, `${marker} borrador`);
    const scheduled = await aPostThatIs({ status: "published", publishAt: new Date(+now + HOUR) }, `${marker} mañana`);
    const published = await aPostThatIs({ status: "published", publishAt: new Date(+now - HOUR) }, `${marker} hoy`);
    const trashed = await aPostThatIs(
      { status: "published", publishAt: new Date(+now - HOUR), trashedAt: now },
      `${marker} borrado`,
    );
    const ids = async (state: string, q = marker) =>
      (await listDashboardPosts(query({ estado: state, q }), now)).posts.map((post) => [post.id, post.state]);

    expect(await ids("draft")).toEqual([[draft, "draft"]]);
    expect(await ids("scheduled")).toEqual([[scheduled, "scheduled"]]);
    expect(await ids("published")).toEqual([[published, "published"]]);
    expect(await ids("trashed")).toEqual([[trashed, "trashed"]]);
    expect((await ids("all")).map(([id]) => id).sort()).toEqual([draft, scheduled, published].sort());
    expect(await ids("all", `${marker} mañ`)).toEqual([[scheduled, "scheduled"]]);
    expect(await ids("all", `${marker.toUpperCase()} MANANA`)).toEqual([[scheduled, "scheduled"]]);
    expect(await ids("all", `${marker} "`)).toHaveLength(3);
    const page = await listDashboardPosts(query({ q: marker }), now);
    expect([page.total, page.pages]).toEqual([3, 1]);
  });

  it("lists the last changed first, a page at a time", async () => {
    const marker = `zp${Date.now()}`;
    const ids: string[] = [];
    for (let index = 0; index < 22; index++) ids.push((await publishPost(aPost({ title: `${marker} ${index}` }))).id);
    await db.post.update({ where: { id: ids[0] }, data: { updatedAt: new Date(Date.now() + HOUR) } });
    const first = await listDashboardPosts(query({ q: marker }));
    const second = await listDashboardPosts(query({ q: marker, page: "2" }));
    expect(first.posts[0].id).toBe(ids[0]);
    expect([first.posts.length, second.posts.length, first.pages, first.total]).toEqual([20, 2, 2, 22]);
    expect(new Set([...first.posts, ...second.posts].map((post) => post.id)).size).toBe(22);
  });

  it("answers a word in more titles than it lists: the newest of them, counted up to its limit", async () => {
    const marker = `zm${Date.now()}`;
    const post = aPost();
    await db.post.createMany({
      data: Array.from({ length: TITLE_MATCHES + 1 }, (_, index) => ({
        ...post,
        id: `${marker}-${index}`,
        title: `${marker} ${index}`,
      })),
    });
    const page = await listDashboardPosts(query({ q: marker }));
    expect([page.posts.length, page.total]).toEqual([20, TITLE_MATCHES]);
  });

  it("reads unknown filters as every post and refuses a page that is not a whole number", () => {
    expect(query({ estado: "x", q: "  edc  " })).toEqual({ state: "all", search: "edc", page: 1 });
    expect(() => query({ page: "0" })).toThrow();
  });

  it("lists the trash by when each post went there, and the schedule by what goes out next", async () => {
    const now = new Date();
    const marker = `zo${Date.now()}`;
    const later = await aPostThatIs({ status: "published", publishAt: new Date(+now + 2 * HOUR) }, `${marker} a`);
    const sooner = await aPostThatIs({ status: "published", publishAt: new Date(+now + HOUR) }, `${marker} b`);
    const longAgo = await aPostThatIs(
      { status: "draft", publishAt: null, trashedAt: new Date(+now - 2 * HOUR) },
      `${marker} c`,
    );
    const lately = await aPostThatIs(
      { status: "draft", publishAt: null, trashedAt: new Date(+now - HOUR) },
      `${marker} d`,
    );
    const ids = async (state: string) =>
      (await listDashboardPosts(query({ estado: state, q: marker }), now)).posts.map((post) => post.id);
    expect(await ids("scheduled")).toEqual([sooner, later]);
    expect(await ids("trashed")).toEqual([lately, longAgo]);
  });
});
