import type { Measurement } from "./load";
import { median, pairedGap, pairedShares, type Round } from "./median";

const run = (name: string, rps: number): Measurement => ({
  name,
  path: name,
  kind: name === "/team" ? "reference" : "page",
  rps,
  p50: 1,
  p99: 2,
  requests: rps,
  errors: 0,
  statuses: { "200": rps },
});

describe("bench medians", () => {
  it("takes the lower middle", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
  });

  it("compares each read with the reference around it, so a slow round does not move the share", () => {
    // The machine runs at 1,000 rps, then at half speed, then at full speed again; /post is always 90% of /team.
    const rounds: Round[] = [
      { reference: run("/team", 1000), reads: [run("/post", 900), run("/post?page=<last>", 810)] },
      { reference: run("/team", 500), reads: [run("/post", 450), run("/post?page=<last>", 405)] },
      { reference: run("/team", 500), reads: [run("/post", 450), run("/post?page=<last>", 405)] },
    ];
    const shares = pairedShares(rounds, run("/team", 500));
    expect(shares.get("/post")).toBeCloseTo(0.9);
    expect(shares.get("/post?page=<last>")).toBeCloseTo(0.81);
    expect(pairedGap(rounds, "/post?page=<last>", "/post")).toBeCloseTo(0.1);
    expect(pairedGap(rounds, "/missing", "/post")).toBeUndefined();
  });
});
