import { randomUUID } from "node:crypto";
import { db } from "../db";
import { createPost } from "../newsroom/create-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { suggestTopics } from "./suggest-topics";

afterAll(() => db.$disconnect());

describe("the topics suggested as the editor types", () => {
  it("match folded text anywhere in the name, those starting with it first", async () => {
    const tag = randomUUID().slice(0, 6);
    const names = [`EDC México ${tag}`, `México Sur ${tag}`, `Techno ${tag}`];
    await createPost({ ...aPost(), topics: names, status: "draft", savedBy: "test" });
    expect((await suggestTopics(`MEX ${tag}`)).map(({ name }) => name)).toEqual([]);
    const found = (await suggestTopics("méx")).map(({ name }) => name).filter((name) => name.endsWith(tag));
    expect(found).toEqual([`México Sur ${tag}`, `EDC México ${tag}`]);
    expect((await suggestTopics(`xico ${tag}`)).map(({ name }) => name)).toEqual([`EDC México ${tag}`]);
  });

  it("are none for text without a letter or digit", async () => {
    expect(await suggestTopics("  ¡¿?! ")).toEqual([]);
  });
});
