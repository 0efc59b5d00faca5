import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { trashPost } from "@/lib/newsroom/trash";
import { POSTS_PER_PAGE } from "@/lib/posts";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { authorSitemapEntries } from "@/lib/seo/sitemap-authors";
import { namesOf } from "./author-names";
import { readAuthorPage } from "./author-page";
import { getAuthorProfile, listAuthorProfiles, saveAuthorProfile } from "./author-profiles";
import { authorSlugOf } from "./author-slug";
import { authorPath } from "./author-paths";

afterAll(() => db.$disconnect());

/** A name no other test uses, and its slug. */
function anAuthor() {
  const name = `Ana Núñez ${randomUUID().slice(0, 8)}`;
  return { name, slug: authorSlugOf(name) };
}

const ids = (page: { posts: { id: string }[] } | null) => page?.posts.map(({ id }) => id);

describe("an author's page", () => {
  it("gathers every spelling of the name that folds to the author's slug", async () => {
    const { name, slug } = anAuthor();
    await publishPost(aPost({ author: name }));
    await publishPost(aPost({ author: `  ${name.toUpperCase()} ` }));
    await publishPost(aPost({ author: name.normalize("NFD").replace(/\p{M}/gu, "") }));
    expect((await namesOf(slug)).length).toBe(3);
    const page = await readAuthorPage(slug, 1);
    expect(page?.posts).toHaveLength(3);
  });

  it("lists only posts online, newest first (by day, then publication), 6 a page, null past the last", async () => {
    const { name, slug } = anAuthor();
    const days = ["2025-01-05", "2025-03-01", "2025-02-10", "2025-03-01", "2024-12-31", "2025-01-20", "2025-02-28"];
    const published = [];
    for (const date of days) published.push(await publishPost(aPost({ author: name, date })));
    await createPost({ ...aPost({ author: name, date: "2026-01-01" }), status: "draft", savedBy: "test" });
    const later = new Date(Date.now() + 86_400_000);
    await createPost({
      ...aPost({ author: name, date: "2026-01-02" }),
      status: "scheduled",
      publishAt: later,
      savedBy: "test",
    });
    const trashed = await publishPost(aPost({ author: name, date: "2026-01-03" }));
    await trashPost(trashed.id, { savedBy: "test" });

    const expected = published
      .map((post, index) => ({ ...post, index }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.index - a.index)
      .map(({ id }) => id);
    const first = await readAuthorPage(slug, 1);
    expect(first).toMatchObject({ page: 1, pages: 2, author: { slug, name, bio: "", photo: "", media: null } });
    expect(ids(first)).toEqual(expected.slice(0, POSTS_PER_PAGE));
    expect(ids(await readAuthorPage(slug, 2))).toEqual(expected.slice(POSTS_PER_PAGE));
    expect(await readAuthorPage(slug, 3)).toBeNull();
    expect(await readAuthorPage(slug, 0)).toBeNull();
  });

  it("does not exist for an unknown author, nor for one whose posts are all off line", async () => {
    expect(await readAuthorPage(anAuthor().slug, 1)).toBeNull();
    const { name, slug } = anAuthor();
    await createPost({ ...aPost({ author: name }), status: "draft", savedBy: "test" });
    expect(await readAuthorPage(slug, 1)).toBeNull();
    expect(await getAuthorProfile(slug)).toMatchObject({ slug, name, bio: "", photo: "", updatedAt: null });
  });

  it("names the author as their newest post online writes it", async () => {
    const { name, slug } = anAuthor();
    await publishPost(aPost({ author: name.toLowerCase(), date: "2025-01-01" }));
    await publishPost(aPost({ author: name, date: "2025-06-01" }));
    expect((await readAuthorPage(slug, 1))?.author.name).toBe(name);
  });
});

describe("an author's profile", () => {
  it("is made on the first save and replaced by the next, and shows on the public page", async () => {
    const { name, slug } = anAuthor();
    await publishPost(aPost({ author: name }));
    const first = await saveAuthorProfile(slug, { bio: "Cubre festivales.", photo: "https://fotos.example.mx/a.jpg" });
    expect(first).toMatchObject({ slug, name, bio: "Cubre festivales.", photo: "https://fotos.example.mx/a.jpg" });
    expect(first?.updatedAt).toBeInstanceOf(Date);
    const second = await saveAuthorProfile(slug, { bio: "Escribe de techno.", photo: "" });
    expect(second).toMatchObject({ bio: "Escribe de techno.", photo: "" });
    expect(await db.author.count({ where: { slug } })).toBe(1);
    expect((await readAuthorPage(slug, 1))?.author).toMatchObject({ bio: "Escribe de techno.", photo: "" });
    expect(await getAuthorProfile(slug)).toEqual(second);
  });

  it("is refused for an author no post names", async () => {
    const { slug } = anAuthor();
    expect(await saveAuthorProfile(slug, { bio: "Nadie", photo: "" })).toBeNull();
    expect(await db.author.count({ where: { slug } })).toBe(0);
    expect(await getAuthorProfile(slug)).toBeNull();
  });

  it("keeps a described author in the editor's list after their last post is gone", async () => {
    const { name, slug } = anAuthor();
    const post = await publishPost(aPost({ author: name }));
    await saveAuthorProfile(slug, { bio: "Sigue aquí.", photo: "" });
    await db.post.delete({ where: { id: post.id } });
    expect(await getAuthorProfile(slug)).toMatchObject({ name, bio: "Sigue aquí." });
    expect((await listAuthorProfiles()).map((author) => author.slug)).toContain(slug);
  });
});

describe("the authors everywhere else", () => {
  it("lists every author a post names, in any state, for the editor", async () => {
    const online = anAuthor();
    const drafting = anAuthor();
    await publishPost(aPost({ author: online.name }));
    await createPost({ ...aPost({ author: drafting.name }), status: "draft", savedBy: "test" });
    const slugs = (await listAuthorProfiles()).map((author) => author.slug);
    expect(slugs).toEqual(expect.arrayContaining([online.slug, drafting.slug]));
  });

  it("puts in the sitemap each author with a post online, once, modified at their latest change", async () => {
    const online = anAuthor();
    const drafting = anAuthor();
    const post = await publishPost(aPost({ author: online.name }));
    await publishPost(aPost({ author: online.name.toLowerCase() }));
    await createPost({ ...aPost({ author: drafting.name }), status: "draft", savedBy: "test" });
    const entries = await authorSitemapEntries();
    const mine = entries.filter(({ path }) => path === authorPath(online.slug));
    expect(mine).toHaveLength(1);
    expect(mine[0].lastModified!.getTime()).toBeGreaterThanOrEqual(post.updatedAt.getTime());
    expect(entries.map(({ path }) => path)).not.toContain(authorPath(drafting.slug));
    const saved = await saveAuthorProfile(online.slug, { bio: "Nueva.", photo: "" });
    const after = (await authorSitemapEntries()).find(({ path }) => path === authorPath(online.slug));
    expect(after?.lastModified).toEqual(saved?.updatedAt);
  });
});
