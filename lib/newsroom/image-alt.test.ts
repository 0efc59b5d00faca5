import { db } from "../db";
import { aPost } from "@/scripts/testing/post-fixture";
import { postPatchSchema } from "../api/post-writes";
import { createPost } from "./create-post";
import { restoreRevision } from "./restore-revision";
import { listRevisions } from "./revisions";
import { updatePost } from "./update-post";

afterAll(() => db.$disconnect());

const by = { savedBy: "prueba@pulso.test" };

describe("the image's alt text in the newsroom", () => {
  it("stores an empty one for a post created without it", async () => {
    const { post } = await createPost({ ...aPost(), savedBy: "test" });
    expect(post.imageAlt).toBe("");
    expect((await listRevisions(post.id))?.[0].imageAlt).toBe("");
  });

  it("keeps it in every revision, leaves it alone when a change omits it and restores it", async () => {
    const { post } = await createPost({ ...aPost({ imageAlt: "Escenario con luces verdes" }), savedBy: "test" });
    const edited = await updatePost(post.id, { imageAlt: "Público frente al escenario" }, by);
    expect(edited.post).toMatchObject({ imageAlt: "Público frente al escenario", version: 2 });

    const titleOnly = await updatePost(post.id, postPatchSchema.parse({ title: "Otro título" }), by);
    expect(titleOnly.post.imageAlt).toBe("Público frente al escenario");

    const revisions = await listRevisions(post.id);
    expect(revisions?.map(({ number, imageAlt }) => ({ number, imageAlt }))).toEqual([
      { number: 3, imageAlt: "Público frente al escenario" },
      { number: 2, imageAlt: "Público frente al escenario" },
      { number: 1, imageAlt: "Escenario con luces verdes" },
    ]);
    const restored = await restoreRevision(post.id, 1, by);
    expect(restored.post.imageAlt).toBe("Escenario con luces verdes");
  });
});
