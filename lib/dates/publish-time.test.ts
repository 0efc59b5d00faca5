import { newsroomInstant, newsroomLocalTime } from "./publish-time";
import { inTimeZone } from "@/scripts/testing/in-time-zone";

describe("publish time in Mexico City", () => {
  it("reads an instant as the wall-clock time of Mexico City", () => {
    expect(newsroomLocalTime(new Date("2026-03-01T18:30:05Z"))).toBe("2026-03-01T12:30:05");
  });

  it("sends a wall-clock time with Mexico City's offset, which names the same instant", () => {
    const iso = newsroomInstant("2026-03-01T12:30");
    expect(iso).toBe("2026-03-01T12:30:00-06:00");
    expect(new Date(iso!).toISOString()).toBe("2026-03-01T18:30:00.000Z");
  });

  it("uses the offset of the day itself, also back when Mexico City had summer time", () => {
    expect(newsroomInstant("2021-07-01T10:00")).toBe("2021-07-01T10:00:00-05:00");
    expect(newsroomInstant("2021-01-01T10:00")).toBe("2021-01-01T10:00:00-06:00");
  });

  it("goes there and back unchanged", () => {
    expect(newsroomInstant("2026-03-01T12:30:45")).toBe("2026-03-01T12:30:45-06:00");
    for (const local of ["2026-12-31T23:59:59", "2027-06-15T00:00:00", "2020-04-05T03:30:00"]) {
      expect(newsroomLocalTime(new Date(newsroomInstant(local)!))).toBe(local);
    }
  });

  it("keeps the digits of a time the clocks skipped, with the offset after the change, as it always has", () => {
    expect(newsroomInstant("1996-04-07T02:30")).toBe("1996-04-07T02:30:00-05:00");
    expect(newsroomInstant("2022-04-03T02:00")).toBe("2022-04-03T02:00:00-05:00");
  });

  it("reads a time the clocks went through twice as the first of the two, in summer time", () => {
    expect(newsroomInstant("2021-10-31T01:30")).toBe("2021-10-31T01:30:00-05:00");
    expect(newsroomInstant("2021-10-31T02:00")).toBe("2021-10-31T02:00:00-06:00");
  });

  it("does not depend on the browser's own time zone, even where the clocks changed", () => {
    const imports = 'import { newsroomInstant } from "./lib/dates/publish-time";';
    const changes = '[newsroomInstant("2021-10-31T01:30"), newsroomInstant("1996-04-07T02:30")]';
    for (const zone of ["UTC", "America/Mexico_City", "Pacific/Pago_Pago", "Pacific/Kiritimati"]) {
      expect(inTimeZone(zone, imports, changes)).toEqual(["2021-10-31T01:30:00-05:00", "1996-04-07T02:30:00-05:00"]);
    }
  });

  it("refuses what is not a time of the calendar", () => {
    for (const bad of ["", "2026-02-30T10:00", "2026-03-01 10:00", "2026-03-01T25:00", "2026-02-28T24:00", "mañana"]) {
      expect(newsroomInstant(bad)).toBeNull();
    }
  });
});
