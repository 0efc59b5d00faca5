import { isoInNewsroom, newsroomDay, startOfNewsroomDay } from "./newsroom-time";
import { inTimeZone } from "@/scripts/testing/in-time-zone";

describe("newsroom dates (America/Mexico_City)", () => {
  it("starts a calendar day at local midnight with the -06:00 offset of today's Mexico", () => {
    const start = startOfNewsroomDay("2025-03-01");
    expect(start.toISOString()).toBe("2025-03-01T06:00:00.000Z");
    expect(isoInNewsroom(start)).toBe("2025-03-01T00:00:00-06:00");
  });

  it("uses the summer offset Mexico City had before it dropped daylight saving time in 2022", () => {
    expect(isoInNewsroom(startOfNewsroomDay("2021-07-01"))).toBe("2021-07-01T00:00:00-05:00");
    expect(isoInNewsroom(startOfNewsroomDay("2021-04-04"))).toBe("2021-04-04T00:00:00-06:00");
    expect(isoInNewsroom(startOfNewsroomDay("2021-10-31"))).toBe("2021-10-31T00:00:00-05:00");
    expect(isoInNewsroom(startOfNewsroomDay("2023-07-01"))).toBe("2023-07-01T00:00:00-06:00");
  });

  it("names the day an instant falls on in Mexico City, not in UTC (the editor's form starts on today)", () => {
    expect(newsroomDay(new Date("2025-03-02T05:30:00Z"))).toBe("2025-03-01");
    expect(newsroomDay(new Date("2025-03-02T06:30:00Z"))).toBe("2025-03-02");
  });

  it("does not depend on the server's own time zone", () => {
    const imports = 'import { isoInNewsroom, startOfNewsroomDay } from "./lib/dates/newsroom-time";';
    const starts = '["2025-01-01", "1994-12-31", "1979-10-01"].map((day) => isoInNewsroom(startOfNewsroomDay(day)))';
    for (const zone of ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      expect(inTimeZone(zone, imports, starts)).toEqual([
        "2025-01-01T00:00:00-06:00",
        "1994-12-31T00:00:00-06:00",
        "1979-10-01T00:00:00-06:00",
      ]);
    }
  });

  it("refuses a value that is not a calendar day", () => {
    expect(() => startOfNewsroomDay("2025-02-30")).toThrow(RangeError);
  });
});
