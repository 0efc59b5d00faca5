import { timetableSheet } from "./day-sheet";
import { timetableDays } from "./timetable";

const CDMX = "America/Mexico_City";
const at = (wall: string) => new Date(`${wall}-06:00`);

describe("a festival day's sheet", () => {
  it("writes each set once as its tuple: key, performer, times on the venue's clock, rows, place, lane, topic", () => {
    const [day] = timetableDays(
      [
        { name: "Nahual", stage: "", position: 0, startsAt: at("2027-11-20T22:00"), endsAt: at("2027-11-20T23:30") },
        { name: "Deorro", stage: "", position: 1, startsAt: at("2027-11-20T23:00"), endsAt: null },
      ],
      CDMX,
    );
    const sheet = timetableSheet(day, CDMX, new Map([["Deorro", "deorro"]]), "Sin escenario");
    expect(sheet.hours.map(({ label, row }) => [label, row])).toEqual([
      ["22:00", 1],
      ["23:00", 13],
    ]);
    expect(sheet.stages).toEqual([
      {
        name: "Sin escenario",
        lanes: 2,
        sets: [
          ["nahual", "Nahual", "2027-11-20T22:00:00-06:00", "2027-11-20T23:30:00-06:00", 1, 19, 0, 1],
          ["deorro", "Deorro", "2027-11-20T23:00:00-06:00", null, 13, 25, 1, 2, "/tema/deorro"],
        ],
      },
    ]);
  });
});
