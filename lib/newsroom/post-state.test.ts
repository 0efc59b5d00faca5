import { liveAtOf, stateOf } from "./post-state";

const now = new Date("2026-11-23T12:00:00Z");
const earlier = new Date("2026-11-23T11:59:59Z");
const later = new Date("2026-11-23T12:00:01Z");

describe("the state of a post", () => {
  it.each([
    [{ status: "draft", publishAt: null, trashedAt: null }, "draft"],
    [{ status: "draft", publishAt: later, trashedAt: null }, "draft"],
    [{ status: "published", publishAt: later, trashedAt: null }, "scheduled"],
    [{ status: "published", publishAt: now, trashedAt: null }, "published"],
    [{ status: "published", publishAt: earlier, trashedAt: null }, "published"],
    [{ status: "published", publishAt: earlier, trashedAt: earlier }, "trashed"],
    [{ status: "draft", publishAt: null, trashedAt: earlier }, "trashed"],
  ] as const)("%o is %s", (post, state) => {
    expect(stateOf(post, now)).toBe(state);
  });

  it("is online from publishAt while published and out of the trash, never otherwise", () => {
    expect(liveAtOf({ status: "published", publishAt: later, trashedAt: null })).toEqual(later);
    expect(liveAtOf({ status: "published", publishAt: later, trashedAt: now })).toBeNull();
    expect(liveAtOf({ status: "draft", publishAt: later, trashedAt: null })).toBeNull();
  });
});
