import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { restoreRevision } from "@/lib/newsroom/restore-revision";
import { purgeExpiredTrash, restoreFromTrash, trashPost } from "@/lib/newsroom/trash";
import { updatePost } from "@/lib/newsroom/update-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { parseSearch } from "./query";
import { searchPosts } from "./search-posts";
import { idsWithTitle } from "./title-search";

afterAll(() => db.$disconnect());

const by = { savedBy: "prueba@pulso.test" };
const HOUR = 3_600_000;
/** A word no other post holds, even by its first 8 letters: letters only, so it is one word to both engines. */
const uniqueWord = () => `zq${Array.from(randomBytes(12), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
const found = async (query: string) => (await searchPosts(parseSearch(query))).hits.map((hit) => hit.id);

describe("searching the posts", () => {
  it("ignores case and accents, ñ included, matches prefixes, phrases and every word", async () => {
    const word = uniqueWord();
    const { id } = await publishPost(
      aPost({ title: `${word} Electrónica en MÉXICO`, description: "La Peña de España, techno hasta el amanecer." }),
    );
    for (const query of [`${word} electronica`, `${word} mexico`, `${word} ESPANA pena`, `${word.slice(0, 6)} tech`])
      expect(await found(query)).toEqual([id]);
    expect(await found(`${word} "peña de españa"`)).toEqual([id]);
    expect(await found(`${word} "españa de peña"`)).toEqual([]);
    expect(await found(`${word} reggaeton`)).toEqual([]);
    expect(await found(`"${word.slice(0, 6)}"`)).toEqual([]);
  });

  it("matches a word shorter than the shortest indexed prefix whole, and a long word by its first 8 letters", async () => {
    const word = uniqueWord();
    const letters = await publishPost(aPost({ title: `${word}: la t, la m y la c` }));
    const words = await publishPost(aPost({ title: `${word}: techno, música y cumbia`, description: "Un festival." }));
    expect(await found(`${word} t m c`)).toEqual([letters.id]);
    expect(await found(`${word} tec mus cum`)).toEqual([words.id]);
    expect(await found(`${word} festivales`)).toEqual([words.id]);
    expect(await found(`${word} festivalesxyz`)).toEqual([words.id]);
  });

  it("ranks a match in the title above the description above the body, then the newest", async () => {
    const word = uniqueWord();
    const inBody = await publishPost(aPost({ conclusion: `Al final, ${word}.`, date: "2025-05-01" }));
    const inTitle = await publishPost(aPost({ title: `Todo sobre ${word}`, date: "2025-01-01" }));
    const inDescription = await publishPost(aPost({ description: `Una reseña de ${word}.`, date: "2025-03-01" }));
    const olderInBody = await publishPost(aPost({ conclusion: `Al final, ${word}.`, date: "2024-05-01" }));
    expect(await found(word)).toEqual([inTitle.id, inDescription.id, inBody.id, olderInBody.id]);
    const { hits, total } = await searchPosts(parseSearch(word), { limit: 2, offset: 1 });
    expect([hits.map((hit) => hit.id), total]).toEqual([[inDescription.id, inBody.id], 4]);
    // Past the last match, still the count: the page that asked is out of range.
    expect(await searchPosts(parseSearch(word), { limit: 6, offset: 6 })).toEqual({ hits: [], total: 4 });
  });

  it("finds only what readers may see now: no draft, scheduled post or post in the trash", async () => {
    const word = uniqueWord();
    const online = await publishPost(aPost({ title: word }));
    await createPost({ ...aPost({ title: word }), status: "draft", savedBy: "test" });
    await createPost({
      ...aPost({ title: word }),
      status: "scheduled",
      publishAt: new Date(Date.now() + HOUR),
      savedBy: "t",
    });
    const trashed = await publishPost(aPost({ title: word }));
    await trashPost(trashed.id, by);
    expect(await found(word)).toEqual([online.id]);
    expect((await idsWithTitle(word)).length).toBe(4);
  });

  it("follows every edit, rename, trash, restore, revision restore and purge", async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const { id } = await publishPost(aPost({ title: `Título ${before}` }));
    await updatePost(id, { title: `Título ${after}` }, by);
    expect([await found(before), await found(after)]).toEqual([[], [id]]);
    const renamed = `${id}-nuevo`;
    await updatePost(id, { id: renamed, climax: `Cambio ${before}` }, by);
    expect([await found(before), await found(after)]).toEqual([[renamed], [renamed]]);
    await restoreRevision(renamed, 1, by);
    expect([await found(`título ${before}`), await found(after)]).toEqual([[renamed], []]);
    await trashPost(renamed, { ...by, now: new Date(Date.now() - 31 * 24 * HOUR) });
    expect(await found(before)).toEqual([]);
    expect(await idsWithTitle(before)).toEqual([renamed]);
    await restoreFromTrash(renamed, by);
    expect(await found(before)).toEqual([renamed]);
    await trashPost(renamed, { ...by, now: new Date(Date.now() - 31 * 24 * HOUR) });
    await purgeExpiredTrash();
    expect(await idsWithTitle(before)).toEqual([]);
  });

  it("keeps the index as it was when a write fails", async () => {
    const [kept, lost] = [uniqueWord(), uniqueWord()];
    const { id } = await publishPost(aPost({ title: kept }));
    await expect(
      db.$transaction(async (tx) => {
        await tx.post.update({ where: { id }, data: { title: lost } });
        throw new Error("the write fails after the update");
      }),
    ).rejects.toThrow("the write fails");
    await expect(updatePost(id, { title: lost }, { ...by, ifMatch: '"99"' })).rejects.toThrow();
    expect([await found(kept), await found(lost)]).toEqual([[id], []]);
  });

  it("answers queries of operators and quotes without an error", async () => {
    for (const query of ['"', "*", "AND OR NOT", "NEAR(", '\'; DROP TABLE "Post"; --', "🎧", "a".repeat(600)])
      expect(Array.isArray(await found(query))).toBe(true);
    expect(await searchPosts([])).toEqual({ hits: [], total: 0 });
  });
});
