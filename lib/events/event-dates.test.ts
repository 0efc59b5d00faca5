import {
  dateRangeLabel,
  dayLabel,
  festivalDayLabel,
  festivalDayTab,
  longDateRangeLabel,
  monthLabel,
  monthOf,
  offsetLabel,
  timeLabel,
} from "./event-dates";

const CDMX = "America/Mexico_City";

describe("an event's days as readers read them", () => {
  it("write the range as compactly as it stays clear, on the event's own calendar", () => {
    const range = (start: string, end: string, zone = CDMX) => dateRangeLabel(new Date(start), new Date(end), zone);
    expect(range("2027-02-26T22:00:00Z", "2027-02-28T12:00:00Z")).toBe("26–28 feb 2027");
    expect(range("2027-02-26T22:00:00Z", "2027-03-02T05:00:00Z")).toBe("26 feb – 1 mar 2027");
    expect(range("2027-12-30T22:00:00Z", "2028-01-02T12:00:00Z")).toBe("30 dic 2027 – 2 ene 2028");
    expect(range("2027-02-26T22:00:00Z", "2027-02-27T04:00:00Z")).toBe("26 feb 2027");
  });

  it("count a night that ends after midnight UTC on the day it happens where it happens", () => {
    // 21:00 to 23:30 in Tijuana (UTC−8 in winter) is 05:00 to 07:30 UTC the next day.
    expect(dateRangeLabel(new Date("2027-01-16T05:00:00Z"), new Date("2027-01-16T07:30:00Z"), "America/Tijuana")).toBe(
      "15 ene 2027",
    );
    expect(monthOf(new Date("2027-03-01T05:00:00Z"), "America/Tijuana")).toBe("2027-02");
    expect(monthOf(new Date("2027-03-01T05:00:00Z"), "America/Cancun")).toBe("2027-03");
  });

  it("name the month, the day and the time in Spanish, the time on the 24-hour clock", () => {
    expect(monthLabel("2027-02")).toBe("febrero de 2027");
    expect(monthLabel("2026-12")).toBe("diciembre de 2026");
    expect(dayLabel(new Date("2027-02-27T05:30:00Z"), CDMX)).toBe("viernes 26 de febrero de 2027");
    expect(timeLabel(new Date("2027-02-27T05:30:00Z"), CDMX)).toBe("23:30");
  });

  it("name the zone's offset then: Tijuana changes its clocks, Mexico City and Cancún do not", () => {
    expect(offsetLabel(new Date("2027-01-15T12:00:00Z"), CDMX)).toBe("UTC−6");
    expect(offsetLabel(new Date("2027-07-15T12:00:00Z"), CDMX)).toBe("UTC−6");
    expect(offsetLabel(new Date("2027-01-15T12:00:00Z"), "America/Tijuana")).toBe("UTC−8");
    expect(offsetLabel(new Date("2027-07-15T12:00:00Z"), "America/Tijuana")).toBe("UTC−7");
    expect(offsetLabel(new Date("2027-07-15T12:00:00Z"), "America/Cancun")).toBe("UTC−5");
  });
});

describe("longDateRangeLabel", () => {
  it("writes an event's days as one range, on the clocks of its own zone", () => {
    const [start, end] = [new Date("2027-02-26T22:00:00Z"), new Date("2027-02-28T12:00:00Z")];
    expect(longDateRangeLabel(start, end, "America/Mexico_City")).toBe("26–28 de febrero de 2027");
    expect(longDateRangeLabel(start, new Date("2027-03-01T12:00:00Z"), "America/Mexico_City")).toBe(
      "26 de febrero\u2009–\u20091 de marzo de 2027",
    );
    expect(longDateRangeLabel(start, start, "America/Mexico_City")).toBe("26 de febrero de 2027");
  });

  it("reads a night in Tijuana on Tijuana's calendar, not Mexico City's", () => {
    const night = new Date("2027-07-18T06:30:00Z");
    expect(longDateRangeLabel(night, night, "America/Tijuana")).toBe("17 de julio de 2027");
    expect(longDateRangeLabel(night, night, "America/Mexico_City")).toBe("18 de julio de 2027");
  });
});

describe("a festival day's words", () => {
  it("names the day in full for a heading and by weekday and number for a tab, whatever the zone", () => {
    expect(festivalDayLabel("2031-03-15")).toBe("sábado 15 de marzo de 2031");
    expect(festivalDayTab("2031-03-15")).toBe("Sábado 15");
    expect(festivalDayTab("2031-03-16")).toBe("Domingo 16");
  });
});
