import { startOfNewsroomDay } from "./newsroom-time";
import { rfc822InNewsroom } from "./rss-date";

describe("RSS dates", () => {
  it("writes RFC 822 dates with weekday, four-digit year and numeric zone for RSS", () => {
    expect(rfc822InNewsroom(startOfNewsroomDay("2025-03-01"))).toBe("Sat, 01 Mar 2025 00:00:00 -0600");
    expect(rfc822InNewsroom(new Date("2025-12-31T23:30:05Z"))).toBe("Wed, 31 Dec 2025 17:30:05 -0600");
  });
});
