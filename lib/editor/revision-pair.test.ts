import { revisionPair } from "./revision-pair";

const revisions = [{ number: 3 }, { number: 2 }, { number: 1 }];

describe("the revisions the history compares", () => {
  it("are the one before the newest and the newest by default", () => {
    expect(revisionPair(revisions, {})).toEqual({ from: { number: 2 }, to: { number: 3 } });
  });

  it("are the ones asked for", () => {
    expect(revisionPair(revisions, { desde: "1", hasta: "2" })).toEqual({ from: { number: 1 }, to: { number: 2 } });
  });

  it("fall back for numbers the post does not have or that are not numbers", () => {
    expect(revisionPair(revisions, { desde: "9", hasta: "x" })).toEqual({ from: { number: 2 }, to: { number: 3 } });
    expect(revisionPair([{ number: 1 }], { desde: "0" })).toEqual({ from: { number: 1 }, to: { number: 1 } });
  });
});
