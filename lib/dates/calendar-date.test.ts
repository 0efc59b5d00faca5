import { isCalendarDate, parseCalendarDate } from "./calendar-date";

describe("calendar dates", () => {
  it("accept only real days of the calendar written YYYY-MM-DD", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-13-01")).toBe(false);
    expect(isCalendarDate("01/03/2025")).toBe(false);
    expect(isCalendarDate("2025-3-1")).toBe(false);
  });

  it("read a day as the UTC midnight that begins it", () => {
    expect(parseCalendarDate("2025-03-01")?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(parseCalendarDate("2025-02-30")).toBeNull();
  });
});
