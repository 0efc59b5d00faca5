import { EVENT_TIME_ZONES } from "@/lib/validations/event-fields";
import { utcOffsetLabel, zoneLabel } from "./zone-labels";

const WINTER = new Date("2027-01-15T12:00:00Z");
const SUMMER = new Date("2027-07-15T12:00:00Z");

describe("a zone's label", () => {
  test("says the offset its clocks have on the day, with a true minus sign", () => {
    expect(zoneLabel("Ciudad de México", "America/Mexico_City", WINTER)).toBe("Ciudad de México (UTC\u22126)");
    expect(zoneLabel("Ciudad de México", "America/Mexico_City", SUMMER)).toBe("Ciudad de México (UTC\u22126)");
    expect(zoneLabel("Cancún", "America/Cancun", WINTER)).toBe("Cancún (UTC\u22125)");
  });

  test("follows a zone that still changes its clocks with the United States", () => {
    expect(zoneLabel("Tijuana", "America/Tijuana", WINTER)).toBe("Tijuana (UTC\u22128)");
    expect(zoneLabel("Tijuana", "America/Tijuana", SUMMER)).toBe("Tijuana (UTC\u22127)");
  });

  test("has an offset for every zone the API takes", () => {
    for (const zone of EVENT_TIME_ZONES) expect(zoneLabel("x", zone, WINTER)).toMatch(/^x \(UTC\u2212[5-8]\)$/);
  });

  test("writes half hours and UTC itself", () => {
    expect(utcOffsetLabel(0)).toBe("UTC");
    expect(utcOffsetLabel(-210)).toBe("UTC\u22123:30");
    expect(utcOffsetLabel(330)).toBe("UTC+5:30");
  });
});
