// The home page's "En vivo": which posts are live at an instant, and when that next changes.
import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { readLiveNow } from "./live-now";

const NOW = new Date("2027-02-27T03:00:00Z");
const hours = (count: number) => new Date(NOW.getTime() + count * 3_600_000);

async function stored(live: { start: Date; end: Date } | null, overrides: object = {}) {
  const post = { ...aPost(), ...overrides };
  await createPost({ ...post, ...(live && { live }), savedBy: "test" });
  return post;
}

beforeEach(async () => {
  await db.post.deleteMany();
});

describe("the posts live now", () => {
  it("are those online whose window holds the instant, the latest started first, and say when that changes", async () => {
    const earlier = await stored({ start: hours(-5), end: hours(2) });
    const later = await stored({ start: hours(-1), end: hours(6) });
    await stored({ start: hours(-9), end: hours(-3) });
    await stored(null);
    await stored({ start: hours(-1), end: hours(4) }, { status: "draft" });
    const { posts, changesAt } = await readLiveNow(NOW);
    expect(posts).toEqual([
      { id: later.id, title: later.title },
      { id: earlier.id, title: earlier.title },
    ]);
    expect(changesAt).toEqual(hours(2));
  });

  it("change next when a coming window opens, if that is first, and never when none is ahead", async () => {
    expect(await readLiveNow(NOW)).toEqual({ posts: [], changesAt: null });
    await stored({ start: hours(1), end: hours(9) });
    await stored({ start: hours(-1), end: hours(3) });
    expect((await readLiveNow(NOW)).changesAt).toEqual(hours(1));
  });
});
