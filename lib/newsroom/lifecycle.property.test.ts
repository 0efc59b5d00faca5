import fc from "fast-check";
import { db } from "../db";
import { countPosts, findPost, listFeedPosts, listPosts, listSitemapPosts } from "../posts";
import { aPost } from "@/scripts/testing/post-fixture";
import { createPost } from "./create-post";
import { getEditablePost } from "./editable-post";
import { PostStateConflictError } from "./errors";
import type { PostState } from "./post-state";
import { restoreRevision } from "./restore-revision";
import { listRevisions } from "./revisions";
import { restoreFromTrash, trashPost } from "./trash";
import { updatePost } from "./update-post";

afterAll(() => db.$disconnect());

/** A post of the run: its current id, the state it should be in, the one it left for the trash, its revisions. */
type Tracked = { id: string; state: PostState; beforeTrash?: PostState; revisions: number };

const by = { savedBy: "propiedad" };
const anHourAhead = () => new Date(Date.now() + 60 * 60 * 1000);

const action = fc.oneof(
  fc.record({ kind: fc.constant("create" as const), status: fc.constantFrom("draft", "published", "scheduled") }),
  ...(["edit", "rename", "delete", "restore", "schedule", "unpublish", "publish", "revision"] as const).map((kind) =>
    fc.record({ kind: fc.constant(kind), target: fc.nat(), pick: fc.nat() }),
  ),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** Runs one action against the store and says what the post's state should now be. */
async function apply(posts: Tracked[], step: Action): Promise<void> {
  if (step.kind === "create") {
    const status = step.status as "draft" | "published" | "scheduled";
    const publishAt = status === "scheduled" ? anHourAhead() : undefined;
    const { post } = await createPost({ ...aPost(), status, publishAt, ...by });
    posts.push({ id: post.id, state: status, revisions: 1 });
    return;
  }
  if (posts.length === 0) return;
  const post = posts[step.target % posts.length];
  const trashed = post.state === "trashed";
  const change = async (): Promise<PostState> => {
    switch (step.kind) {
      case "edit":
        await updatePost(post.id, { title: `Título ${step.pick}` }, by);
        return post.state;
      case "rename": {
        const { post: renamed } = await updatePost(post.id, { id: `${post.id.split("-x")[0]}-x${step.pick}` }, by);
        post.id = renamed.id;
        return post.state;
      }
      case "delete":
        await trashPost(post.id, by);
        if (!trashed) post.beforeTrash = post.state;
        return "trashed";
      case "restore":
        await restoreFromTrash(post.id, by);
        return post.beforeTrash!;
      case "schedule":
        await updatePost(post.id, { status: "scheduled", publishAt: anHourAhead() }, by);
        return "scheduled";
      case "unpublish":
        await updatePost(post.id, { status: "draft" }, by);
        return "draft";
      case "publish":
        await updatePost(post.id, { status: "published" }, by);
        return "published";
      case "revision":
        await restoreRevision(post.id, 1 + (step.pick % post.revisions), by);
        return post.state;
    }
  };
  try {
    post.state = await change();
  } catch (error) {
    // Only the refusals the rules call for: a change while in the trash, a restore of a post that is not there.
    if (!(error instanceof PostStateConflictError)) throw error;
    expect(trashed).toBe(step.kind !== "restore");
  }
}

/** The public reads show exactly the published posts; revisions are 1..n and never fewer than before. */
async function check(posts: Tracked[]): Promise<void> {
  const published = [];
  for (const post of posts) {
    const stored = await getEditablePost(post.id);
    expect(stored?.status).toBe(post.state);
    if (post.state === "published") published.push(post.id);
    expect((await findPost(post.id)) !== null).toBe(post.state === "published");
    const numbers = ((await listRevisions(post.id)) ?? []).map((revision) => revision.number);
    expect(numbers.length).toBeGreaterThanOrEqual(post.revisions);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => numbers.length - index));
    post.revisions = numbers.length;
  }
  const expected = [...published].sort();
  const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
  expect(idsOf(await listPosts())).toEqual(expected);
  expect(idsOf(await listFeedPosts())).toEqual(expected);
  expect(idsOf(await listSitemapPosts())).toEqual(expected);
  expect(await countPosts()).toBe(published.length);
}

describe("any sequence of newsroom actions", () => {
  it("never shows a post that is not published, never loses a revision, and counts only the published", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (steps) => {
        await db.post.deleteMany();
        const posts: Tracked[] = [];
        for (const step of steps) {
          await apply(posts, step);
          await check(posts);
        }
      }),
      { numRuns: 40 },
    );
  });
});
