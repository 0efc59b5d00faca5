// The retired addresses as the store leaves them, and the snapshot the server answers from.
import { captureLog } from "../scripts/testing/captured-log";
import { db } from "./db";
import { createPost } from "./newsroom/create-post";
import { trashPost } from "./newsroom/trash";
import { updatePost } from "./newsroom/update-post";
import { readRetiredAddresses } from "./posts";
import { RetiredPosts, type RetiredAddresses } from "./retired-posts";
import { aPost } from "@/scripts/testing/post-fixture";

afterAll(() => db.$disconnect());

const by = { savedBy: "test" };

describe("the retired addresses read from the store", () => {
  it("send every former id of a renamed post to its current id, a chain in one hop", async () => {
    const { id } = aPost();
    await createPost({ ...aPost({ id }), ...by });
    await updatePost(id, { id: `${id}-b` }, by);
    await updatePost(`${id}-b`, { id: `${id}-c` }, by);
    const addresses = await readRetiredAddresses();
    for (const former of [id, `${id}-b`]) expect(addresses.get(former)).toMatchObject({ status: 308, to: `${id}-c` });
    expect(addresses.has(`${id}-c`)).toBe(false);
  });

  it("answer 410 for a post readers saw that is now in the trash, and for its former ids", async () => {
    const { id } = aPost();
    await createPost({ ...aPost({ id }), ...by });
    await updatePost(id, { id: `${id}-nuevo` }, by);
    await trashPost(`${id}-nuevo`, by);
    const addresses = await readRetiredAddresses();
    expect(addresses.get(`${id}-nuevo`)).toEqual({ status: 410 });
    expect(addresses.get(id)).toEqual({ status: 410 });
  });

  it("say nothing of a draft or a schedule in the trash: readers never saw them", async () => {
    const draft = aPost();
    const scheduled = aPost();
    await createPost({ ...draft, status: "draft", ...by });
    await createPost({ ...scheduled, status: "scheduled", publishAt: new Date(Date.now() + 3600_000), ...by });
    for (const { id } of [draft, scheduled]) await trashPost(id, by);
    const addresses = await readRetiredAddresses();
    expect(addresses.has(draft.id)).toBe(false);
    expect(addresses.has(scheduled.id)).toBe(false);
  });

  it("redirect a former id of a scheduled post only from its time on", async () => {
    const { id } = aPost();
    const publishAt = new Date(Date.now() + 3600_000);
    await createPost({ ...aPost({ id }), status: "scheduled", publishAt, ...by });
    await updatePost(id, { id: `${id}-luego` }, by);
    const retired = new RetiredPosts(readRetiredAddresses);
    expect(await retired.retirementOf(id, publishAt.getTime() - 1)).toBeNull();
    expect(await retired.retirementOf(id, publishAt.getTime())).toMatchObject({ status: 308, to: `${id}-luego` });
  });
});

describe("the snapshot", () => {
  const gone = new Map([["retirada", { status: 410 }]]) as RetiredAddresses;

  it("answers from memory once read, and makes requests wait while it is read again", async () => {
    let reads = 0;
    let release: (addresses: RetiredAddresses) => void = () => {};
    const retired = new RetiredPosts(() => {
      reads += 1;
      return reads === 1 ? Promise.resolve(new Map()) : new Promise((resolve) => (release = resolve));
    });
    expect(await retired.retirementOf("retirada")).toBeNull();
    expect(retired.retirementOf("retirada")).toBeNull();
    retired.refresh();
    const waiting = retired.retirementOf("retirada");
    expect(waiting).toBeInstanceOf(Promise);
    release(gone);
    expect(await waiting).toEqual({ status: 410 });
    expect(retired.retirementOf("retirada")).toEqual({ status: 410 });
    expect(reads).toBe(2);
  });

  it("reads again at the next request when a read failed, answering nothing retired meanwhile", async () => {
    const log = captureLog();
    let reads = 0;
    const retired = new RetiredPosts(() =>
      ++reads === 1 ? Promise.reject(new Error("locked")) : Promise.resolve(gone),
    );
    expect(await retired.retirementOf("retirada")).toBeNull();
    expect(await retired.retirementOf("retirada")).toEqual({ status: 410 });
    expect(reads).toBe(2);
    expect(log.lines().map((line) => line.level)).toEqual(["error"]);
    log.restore();
  });
});
