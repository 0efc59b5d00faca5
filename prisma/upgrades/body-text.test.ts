// Posts stored before the reader's text was: the upgrade writes it once, and search then reads it instead of the
// Markdown (on SQLite through the index's triggers, on PostgreSQL through the generated search column).
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { searchPage } from "@/lib/search/search-page";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { BODY_TEXT, storeBodyTexts } from "./body-text";

afterAll(() => db.$disconnect());

const word = () => `pal${randomBytes(4).toString("hex")}`;
const [bold, hidden] = [word(), word()];
const body = {
  introduction: `Cerró **${bold}** con techno.`,
  climax: `Boletos en [la taquilla](https://${hidden}.example/edc).`,
  conclusion: "Fin.",
};
const found = async (term: string) => (await searchPage(term, 1)).results.map(({ id }) => id);

let id: string;
let outcome: number | null;

beforeAll(async () => {
  id = (await publishPost(aPost(body))).id;
  // As the migration left it: the Markdown itself.
  const markdown = [body.introduction, body.climax, body.conclusion].join("\n\n");
  await db.post.update({ where: { id }, data: { bodyText: markdown } });
  expect(await found(hidden)).toEqual([id]);
  outcome = await storeBodyTexts(db);
});

describe("the reader's text upgrade", () => {
  it("stores the text a reader reads, and search follows it", async () => {
    const { bodyText } = await db.post.findUniqueOrThrow({ where: { id } });
    expect(bodyText).toBe(`Cerró ${bold} con techno.\n\nBoletos en la taquilla.\n\nFin.`);
    expect(outcome).toBe(1);
    expect(await found(bold)).toEqual([id]);
    expect(await found(hidden)).toEqual([]);
  });

  it("runs once: a second start finds it made", async () => {
    expect(await db.dataUpgrade.findUnique({ where: { name: BODY_TEXT } })).not.toBeNull();
    expect(await storeBodyTexts(db)).toBeNull();
  });
});
