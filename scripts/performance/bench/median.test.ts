import { aMeasurement } from "./measurement-fixture";
import { median, pairedGap, pairedShares } from "./median";

const run = aMeasurement;

describe("bench medians", () => {
  it("takes the lower middle", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
  });

  it("compares each page with the reference runs around it, so a slow moment does not move the share", () => {
    // The machine runs at full speed, then at half speed; /post is always 90% of /team, the last page 81%.
    const paired = [
      { read: run("/post", 900), reference: 1000 },
      { read: run("/post?page=<last>", 810), reference: 1000 },
      { read: run("/post", 450), reference: 500 },
      { read: run("/post?page=<last>", 405), reference: 500 },
      { read: run("/post", 460), reference: 500 },
      { read: run("/post?page=<last>", 405), reference: 500 },
    ];
    const shares = pairedShares(paired);
    expect(shares.get("/post")).toBeCloseTo(0.9);
    expect(shares.get("/post?page=<last>")).toBeCloseTo(0.81);
    expect(pairedGap(paired, "/post?page=<last>", "/post")).toBeCloseTo(0.1);
    expect(pairedGap(paired, "/missing", "/post")).toBeUndefined();
  });
});
