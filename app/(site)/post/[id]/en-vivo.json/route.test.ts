// GET /post/{id}/en-vivo.json: what a reader's open page asks, kept under its own tag, which every live update's
// write refreshes once, in the page cache's store: one render per update, whoever asks.
import { cacheTags } from "@/lib/cache-tags";
import { LIVE_ANSWER_NEWEST } from "@/lib/live/live-answer";
import { MemoryStore } from "@/lib/page-cache/memory-store";
import { processSlots } from "@/lib/process-slots";
import { cacheRecord, resetCacheRecord } from "@/scripts/testing/next-route-stubs";
import { aPost } from "@/scripts/testing/post-fixture";
import { activePerson, editorOf, routeCaller } from "@/scripts/testing/route-calls";
import { POST as createPost } from "@/app/edmNews/createNews/route";
import { POST as addUpdate } from "@/app/edmNews/[id]/updates/route";
import { DELETE as removeUpdate } from "@/app/edmNews/[id]/updates/[updateId]/route";
import { GET } from "./route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const call = routeCaller("198.51.104");
const at = (id: string) => ({ params: Promise.resolve({ id }) });
const read = (id: string) => GET(new Request(`http://localhost/post/${id}/en-vivo.json`), at(id));
const HOUR_MS = 3_600_000;

async function livePost(session: Record<string, string>, live: object | null = liveWindow()) {
  const post = { ...aPost(), ...(live && { live }) };
  expect((await createPost(call("POST", "/edmNews/createNews", session, post), undefined)).status).toBe(201);
  return post.id;
}

function liveWindow() {
  const now = Date.now();
  return { start: new Date(now - HOUR_MS).toISOString(), end: new Date(now + 5 * HOUR_MS).toISOString() };
}

const add = async (id: string, session: Record<string, string>, body: object) => {
  const answer = await addUpdate(call("POST", `/edmNews/${id}/updates`, session, body), at(id));
  expect(answer.status).toBe(201);
  return (await answer.json()) as { id: string };
};

let session: Record<string, string>;
beforeAll(async () => {
  session = await editorOf((await activePerson("editor")).id);
});
beforeEach(resetCacheRecord);

describe("GET /post/{id}/en-vivo.json", () => {
  test("answers the newest updates as safe HTML, newest first, with the total, kept under its own tag", async () => {
    const id = await livePost(session);
    await add(id, session, { text: "Abren las puertas.", pinned: true });
    await add(id, session, {
      text: 'Suena **Nahual**. <script>alert(1)</script> [programa](/eventos) <img src=x onerror="alert(1)">',
      image: "https://images.example.mx/nahual.jpg",
      imageAlt: "Nahual en la cabina",
    });
    resetCacheRecord();
    const answer = await read(id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await answer.json();
    expect(body.total).toBe(2);
    expect(body.updates.map(({ pinned }: { pinned: boolean }) => pinned)).toEqual([false, true]);
    const [newest] = body.updates;
    expect(newest.html).toContain("<strong>Nahual</strong>");
    expect(newest.html).toMatch(/<a href="http[^"]+\/eventos">programa<\/a>/);
    // The raw HTML stays text: no element of it reaches the page.
    expect(newest.html).not.toMatch(/<script|<img/);
    expect(newest.html).toContain("&#x3C;script>alert(1)&#x3C;/script>");
    expect(newest.image).toEqual({ src: "https://images.example.mx/nahual.jpg", alt: "Nahual en la cabina" });
    expect(new Date(newest.at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(cacheRecord.keptUnder).toContainEqual([cacheTags.liveAnswer(id)]);
  });

  test(`holds the ${LIVE_ANSWER_NEWEST} newest of a long coverage, however many the post holds`, async () => {
    const id = await livePost(session);
    for (let index = 1; index <= LIVE_ANSWER_NEWEST + 3; index++) await add(id, session, { text: `Número ${index}.` });
    const body = await (await read(id)).json();
    expect(body.total).toBe(LIVE_ANSWER_NEWEST + 3);
    expect(body.updates).toHaveLength(LIVE_ANSWER_NEWEST);
    expect(body.updates[0].html).toContain(`Número ${LIVE_ANSWER_NEWEST + 3}.`);
  });

  test("every write of an update moves the answer's tag once, in the page cache's store alone", async () => {
    const store = new MemoryStore(1_000_000);
    processSlots.pageCacheStore.put(store);
    try {
      const id = await livePost(session);
      const tag = cacheTags.liveAnswer(id);
      const stamp = async () => (await store.refreshesOf([tag])).stamps.get(tag);
      const created = await stamp();
      resetCacheRecord();
      const { id: updateId } = await add(id, session, { text: "Primera." });
      const added = await stamp();
      expect(added).not.toBe(created);
      // Next.js is handed the post's tag, which it refreshes once more after the answer, and not the answer's.
      expect(cacheRecord.refreshed).toContain(cacheTags.post(id));
      expect(cacheRecord.refreshed).not.toContain(tag);
      resetCacheRecord();
      const removed = await removeUpdate(call("DELETE", `/edmNews/${id}/updates/${updateId}`, session), {
        params: Promise.resolve({ id, updateId }),
      });
      expect(removed.status).toBe(204);
      expect(await stamp()).not.toBe(added);
      expect(cacheRecord.refreshed).not.toContain(tag);
    } finally {
      processSlots.pageCacheStore.put(undefined);
    }
  });

  test("answers 404 for a post that is no live coverage, a draft, or no post", async () => {
    const plain = await livePost(session, null);
    const draft = { ...aPost(), status: "draft", live: liveWindow() };
    expect((await createPost(call("POST", "/edmNews/createNews", session, draft), undefined)).status).toBe(201);
    for (const id of [plain, draft.id, "no-existe", "../x"]) {
      const answer = await read(id);
      expect([id, answer.status]).toEqual([id, 404]);
      expect((await answer.json()).error).toBe("No live post has this id.");
    }
  });
});
