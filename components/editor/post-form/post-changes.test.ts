import { anEditablePost } from "@/scripts/testing/editable-post-fixture";
import { editedPostOf } from "../edited-post";
import { changesOf, ownChangesOn } from "./post-changes";

const coverage = { start: new Date("2027-02-26T22:00:00Z"), end: new Date("2027-03-01T08:00:00Z") };
const base = editedPostOf({ ...anEditablePost(), live: coverage })!;

describe("what the edit form sends of the live window", () => {
  it("nothing while it is as stored, null once the box is unticked, the bounds once one moves", () => {
    expect(changesOf(base, base)).toEqual({});
    expect(changesOf({ ...base, live: { ...base.live, on: false } }, base)).toEqual({ live: null });
    expect(changesOf({ ...base, live: { ...base.live, end: "" } }, base)).toEqual({
      live: { start: "2027-02-26T16:00:00-06:00" },
    });
  });

  it("keeps the editor's own window over another version's, and the stored one when theirs did not move", () => {
    const stored = { ...base, live: { on: true, start: "2027-02-26T18:00", end: "2027-03-01T02:00" }, version: 4 };
    const unticked = { ...base, live: { ...base.live, on: false } };
    expect(ownChangesOn(stored, unticked, base).live).toEqual(unticked.live);
    expect(ownChangesOn(stored, base, base).live).toEqual(stored.live);
  });
});
