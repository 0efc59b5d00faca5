import { ACTIONS_BY_STATE, type PostAction } from "./post-actions";
import { POST_STATES, type PostState } from "./post-state";

const allows = (state: PostState, action: PostAction) => ACTIONS_BY_STATE[state].includes(action);

describe("what each state of a post allows", () => {
  it("names every state, each action once, in the order the buttons stand", () => {
    expect(ACTIONS_BY_STATE).toEqual({
      draft: ["publish", "schedule", "delete"],
      scheduled: ["publish", "schedule", "unpublish", "delete"],
      published: ["unpublish", "delete"],
      trashed: ["restore"],
    });
    for (const state of POST_STATES) expect(new Set(ACTIONS_BY_STATE[state]).size).toBe(ACTIONS_BY_STATE[state].length);
  });

  it.each(POST_STATES)("%s: a post in the trash is only restored, and only it is", (state) => {
    expect(allows(state, "restore")).toBe(state === "trashed");
    expect(allows(state, "delete")).toBe(state !== "trashed");
  });

  it.each(POST_STATES)("%s: publishing and scheduling are offered until the post is online", (state) => {
    const waiting = state === "draft" || state === "scheduled";
    expect(allows(state, "publish")).toBe(waiting);
    expect(allows(state, "schedule")).toBe(waiting);
  });

  it.each(POST_STATES)("%s: only a post that is or will be online goes back to draft", (state) => {
    expect(allows(state, "unpublish")).toBe(state === "scheduled" || state === "published");
  });
});
