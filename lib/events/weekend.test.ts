import { happensDuring, weekendOf } from "./weekend";

/** Friday 5 March 2027 00:00 to Monday 8 March 00:00 in Mexico City (UTC−6). */
const MARCH_WEEKEND = { start: new Date("2027-03-05T06:00:00Z"), end: new Date("2027-03-08T06:00:00Z") };

describe("this weekend, on Mexico City's clocks", () => {
  it("is the coming one from Monday to Thursday, and the one under way from Friday to Sunday night", () => {
    for (const now of [
      "2027-03-01T06:00:00Z", // Monday 00:00
      "2027-03-04T12:00:00Z", // Thursday
      "2027-03-05T06:00:00Z", // Friday 00:00
      "2027-03-06T20:00:00Z", // Saturday
      "2027-03-08T05:59:59Z", // Sunday 23:59:59
    ]) {
      expect(weekendOf(new Date(now))).toEqual(MARCH_WEEKEND);
    }
  });

  it("moves on at Monday 00:00 in Mexico City, not at midnight UTC", () => {
    expect(weekendOf(new Date("2027-03-08T00:30:00Z")).start).toEqual(MARCH_WEEKEND.start);
    expect(weekendOf(new Date("2027-03-08T06:00:00Z")).start).toEqual(new Date("2027-03-12T06:00:00Z"));
  });

  it("holds an event with any part in it that is not over yet", () => {
    const now = new Date("2027-03-06T20:00:00Z");
    const during = (startsAt: string, endsAt: string) =>
      happensDuring({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) }, MARCH_WEEKEND, now);
    expect(during("2027-03-06T22:00:00Z", "2027-03-07T06:00:00Z")).toBe(true);
    expect(during("2027-02-26T22:00:00Z", "2027-03-06T23:00:00Z")).toBe(true);
    expect(during("2027-03-08T06:00:00Z", "2027-03-08T10:00:00Z")).toBe(false);
    expect(during("2027-03-05T22:00:00Z", "2027-03-06T06:00:00Z")).toBe(false);
  });
});
