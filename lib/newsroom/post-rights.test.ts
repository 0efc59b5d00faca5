import { randomUUID } from "node:crypto";
import type { Role } from "../team/roles";
import { db } from "../db";
import { aPost } from "../../scripts/testing/post-fixture";
import { createPost } from "./create-post";
import { PostRightError } from "./errors";
import { actionsFor, publishesPost, refusalOf, type PostSide } from "./post-rights";
import { trashPost } from "./trash";
import { updatePost } from "./update-post";

const ANA = "ana";
const draft = (ownerId: string | null = ANA): PostSide => ({ ownerId, status: "draft", trashedAt: null });
const published = (ownerId: string | null = ANA): PostSide => ({ ownerId, status: "published", trashedAt: null });
const trashed = (side: PostSide): PostSide => ({ ...side, trashedAt: new Date("2026-11-29T12:00:00Z") });
const as = (role: Role) => ({ id: ANA, role });

describe("the lifecycle buttons a screen offers", () => {
  test("are the state's, less what the role may not do to its own post", () => {
    const own = (state: "draft" | "scheduled" | "published" | "trashed") => ({ ownerId: ANA, state });
    expect(actionsFor(as("colaborador"), own("draft"))).toEqual([]);
    expect(actionsFor(as("autor"), own("draft"))).toEqual(["publish", "schedule"]);
    expect(actionsFor(as("autor"), own("scheduled"))).toEqual(["publish", "schedule", "unpublish"]);
    expect(actionsFor(as("autor"), own("published"))).toEqual(["unpublish"]);
    expect(actionsFor(as("autor"), own("trashed"))).toEqual([]);
    expect(actionsFor(as("editor"), { ownerId: "beto", state: "draft" })).toEqual(["publish", "schedule", "delete"]);
    expect(actionsFor(as("administrador"), { ownerId: "beto", state: "trashed" })).toEqual(["restore"]);
    expect(actionsFor(as("autor"), { ownerId: "beto", state: "published" })).toEqual([]);
  });
});

describe("which changes of a post a role allows", () => {
  test("an Editor and an Administrador change any post in any way", () => {
    for (const role of ["editor", "administrador"] as const) {
      expect(refusalOf(as(role), published("beto"), trashed(published("beto")))).toBeNull();
      expect(refusalOf(as(role), trashed(draft("beto")), draft("beto"))).toBeNull();
      expect(refusalOf(as(role), null, published())).toBeNull();
    }
  });

  test("an Autor publishes, schedules and unpublishes their own posts, and nothing else", () => {
    expect(refusalOf(as("autor"), null, published())).toBeNull();
    expect(refusalOf(as("autor"), draft(), published())).toBeNull();
    expect(refusalOf(as("autor"), published(), draft())).toBeNull();
    expect(refusalOf(as("autor"), published("beto"), published("beto"))).toMatch(/owner/);
    expect(refusalOf(as("autor"), draft(null), draft(null))).toMatch(/owner/);
    expect(refusalOf(as("autor"), published(), trashed(published()))).toMatch(/trash/);
    expect(refusalOf(as("autor"), trashed(draft()), draft())).toMatch(/trash/);
  });

  test("a Colaborador writes their own drafts, which stay drafts", () => {
    expect(refusalOf(as("colaborador"), null, draft())).toBeNull();
    expect(refusalOf(as("colaborador"), draft(), draft())).toBeNull();
    expect(refusalOf(as("colaborador"), null, published())).toMatch(/drafts/);
    expect(refusalOf(as("colaborador"), draft(), published())).toMatch(/drafts/);
    expect(refusalOf(as("colaborador"), published(), published())).toMatch(/only while it is a draft/);
    expect(refusalOf(as("colaborador"), draft("beto"), draft("beto"))).toMatch(/owner/);
  });
});

describe("the newsroom's writes hold a person to their role", () => {
  async function person(role: Role) {
    const id = randomUUID();
    await db.account.create({ data: { id, email: `${role}-${id}@example.mx`, name: role, role, status: "active" } });
    return { savedBy: `${role}@example.mx`, savedById: id, role };
  }

  test("a Colaborador's new post is refused unless it is a draft, and nothing is stored", async () => {
    const colaborador = await person("colaborador");
    const refused = aPost();
    await expect(createPost({ ...refused, ...colaborador })).rejects.toThrow(PostRightError);
    expect(await db.post.findUnique({ where: { id: refused.id } })).toBeNull();
    const kept = aPost();
    const saved = await createPost({ ...kept, ...colaborador, status: "draft" });
    expect([saved.post.status, (await db.post.findUnique({ where: { id: kept.id } }))?.ownerId]).toEqual([
      "draft",
      colaborador.savedById,
    ]);
  });

  test("an Autor's change of another's post, or a trip of their own to the trash, changes nothing", async () => {
    const [owner, autor] = [await person("autor"), await person("autor")];
    const post = aPost();
    await createPost({ ...post, ...owner });
    const before = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    await expect(updatePost(post.id, { title: "Ajeno" }, autor)).rejects.toThrow(PostRightError);
    await expect(trashPost(post.id, owner)).rejects.toThrow(PostRightError);
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toEqual(before);
    expect(await db.postRevision.count({ where: { postId: post.id } })).toBe(1);
    const editor = await person("editor");
    expect((await trashPost(post.id, editor)).post.trashedAt).not.toBeNull();
  });

  test("who may cover a post live is who may publish it: its Autor or an Editor, never its Colaborador", async () => {
    const [autor, colaborador, editor] = [await person("autor"), await person("colaborador"), await person("editor")];
    const own = aPost();
    await createPost({ ...own, ...autor, status: "draft" });
    const drafted = aPost();
    await createPost({ ...drafted, ...colaborador, status: "draft" });
    const asPerson = ({ savedById, role }: { savedById: string; role: Role }) => ({ id: savedById, role });
    expect(await publishesPost(asPerson(autor), own.id)).toBe(true);
    expect(await publishesPost(asPerson(editor), own.id)).toBe(true);
    expect(await publishesPost(asPerson(autor), drafted.id)).toBe(false);
    expect(await publishesPost(asPerson(colaborador), drafted.id)).toBe(false);
    expect(await publishesPost(asPerson(editor), "no-existe")).toBe(false);
  });
});
