// Bodies stored before Markdown, upgraded once into the Markdown that reads the same, in posts and revisions.
import { db } from "@/lib/db";
import { storyText } from "@/lib/story/story-tree";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { MARKDOWN_BODIES, escapeBodiesAsMarkdown } from "./markdown-bodies";

afterAll(() => db.$disconnect());

const OLD = {
  introduction: "Precio: 5 * 3 y snake_case\n# no es título\n[boletos](https://x.mx)",
  climax: "1. no es lista\n- ni esta\n> ni cita\n\n<b>negritas</b>",
  conclusion: "    no es código",
};
const ESCAPED = {
  introduction: "Precio: 5 \\* 3 y snake_case\n\\# no es título\n\\[boletos]\\(https\\://x.mx)",
  climax: "1\\. no es lista\n\\- ni esta\n\\> ni cita\n\n\\<b>negritas\\</b>",
  conclusion: "&#x20;   no es código",
};

let oldId: string;
let plainId: string;
let outcome: Awaited<ReturnType<typeof escapeBodiesAsMarkdown>>;

beforeAll(async () => {
  oldId = (await publishPost(aPost(OLD))).id;
  plainId = (await publishPost(aPost())).id;
  // A second revision of the old post, as an edit before the change saved it.
  await db.postRevision.create({
    data: { ...(await db.postRevision.findFirstOrThrow({ where: { postId: oldId } })), number: 2, climax: "*otra*" },
  });
  outcome = await escapeBodiesAsMarkdown(db);
});

const bodyOf = (row: Record<keyof typeof OLD, string>) => ({
  introduction: row.introduction,
  climax: row.climax,
  conclusion: row.conclusion,
});

describe("the Markdown bodies upgrade", () => {
  it("rewrites a post's body with the minimal escapes, and every revision of it", async () => {
    expect(bodyOf(await db.post.findUniqueOrThrow({ where: { id: oldId } }))).toEqual(ESCAPED);
    const revisions = await db.postRevision.findMany({ where: { postId: oldId }, orderBy: { number: "asc" } });
    expect(revisions.map(bodyOf)).toEqual([ESCAPED, { ...ESCAPED, climax: "\\*otra\\*" }]);
    expect(outcome).toEqual({ posts: 1, revisions: 2 });
  });

  it("leaves the text a reader reads as it was", async () => {
    const post = await db.post.findUniqueOrThrow({ where: { id: oldId } });
    expect(await storyText(post.introduction)).toBe(OLD.introduction);
    expect(await storyText(post.climax)).toBe(OLD.climax);
    expect(await storyText(post.conclusion)).toBe("no es código");
  });

  it("leaves a body that reads the same alone", async () => {
    const post = await db.post.findUniqueOrThrow({ where: { id: plainId } });
    expect(bodyOf(post)).toEqual(bodyOf(aPost()));
  });

  it("runs once: a second start finds it made", async () => {
    expect(await db.dataUpgrade.findUnique({ where: { name: MARKDOWN_BODIES } })).not.toBeNull();
    expect(await escapeBodiesAsMarkdown(db)).toBeNull();
  });
});
