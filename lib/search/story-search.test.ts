// A body written in Markdown is found by the words a reader reads, and its excerpt shows them without the symbols.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { changePost } from "@/lib/newsroom/change-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { searchPage } from "./search-page";

const found = async (term: string) => (await searchPage(term, 1)).results.map(({ id }) => id);

afterAll(() => db.$disconnect());

const word = () => `pal${randomBytes(4).toString("hex")}`;

describe("searching stories", () => {
  it("finds a word inside **…**, a heading or a link's text, and shows its excerpt without Markdown", async () => {
    const [bold, heading, linked] = [word(), word(), word()];
    const post = await publishPost(
      aPost({
        description: "Sin las palabras buscadas.",
        introduction: `# Escenario ${heading}\n\nCerró **${bold}** con techno.`,
        climax: `Boletos en [${linked} taquilla](https://boletos.example/edc) y ![foto](/a.jpg "Pie")`,
      }),
    );
    for (const term of [bold, heading, linked]) {
      const { results } = await searchPage(term, 1);
      expect(results.map(({ id }) => id)).toEqual([post.id]);
      const excerpt = results[0].excerpt.map(({ text }) => text).join("");
      expect(excerpt).toContain(term);
      expect(excerpt).not.toMatch(/[*#[\]]|\]\(|https?:/);
    }
  });

  it("finds no word of a link's address, and follows an edit of the body", async () => {
    const [address, before, after] = [word(), word(), word()];
    const post = await publishPost(aPost({ introduction: `${before} en [la taquilla](https://${address}.example/)` }));
    expect(await found(before)).toEqual([post.id]);
    expect(await found(address)).toEqual([]);
    await changePost(post.id, { savedBy: "test" }, () => ({ introduction: `**${after}**` }));
    expect(await found(before)).toEqual([]);
    expect(await found(after)).toEqual([post.id]);
  });
});
