import { formatNewsroomDateTime, formatPostDate } from "./spanish-dates";
import { inTimeZone } from "@/scripts/testing/in-time-zone";

describe("formatPostDate", () => {
  it("writes the day, the month and the year in Spanish words", () => {
    expect(formatPostDate("2025-03-01")).toBe("1 de marzo de 2025");
    expect(formatPostDate("2024-12-31")).toBe("31 de diciembre de 2024");
    expect(formatPostDate("2025-02-24")).toBe("24 de febrero de 2025");
  });

  it("keeps the editor's day whatever the process time zone", () => {
    const imports = 'import { formatPostDate } from "./lib/dates/spanish-dates";';
    for (const zone of ["America/Mexico_City", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      expect(inTimeZone(zone, imports, 'formatPostDate("2025-01-01")')).toBe("1 de enero de 2025");
    }
  });

  it("refuses a value that is not a calendar day instead of showing a wrong one", () => {
    expect(() => formatPostDate("2025-02-30")).toThrow(RangeError);
    expect(() => formatPostDate("1 de marzo")).toThrow(RangeError);
  });
});

describe("formatNewsroomDateTime", () => {
  it("reads an instant in Mexico City's time, in Spanish", () => {
    const text = formatNewsroomDateTime(new Date("2026-11-24T16:05:00Z"));
    expect(text.replace(/\s/g, " ")).toBe("24 de noviembre de 2026 a las 10:05 a.m.");
  });

  it("follows the clocks of the day, not the reader's", () => {
    const text = formatNewsroomDateTime(new Date("2022-07-01T05:30:00Z"));
    expect(text.replace(/\s/g, " ")).toBe("1 de julio de 2022 a las 12:30 a.m.");
  });
});
