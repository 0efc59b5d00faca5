import { matchingEvents } from "./event-matches";

const choice = (id: string, name: string, city: string) => ({ id, name, city, dates: "26–28 de febrero de 2027" });
const CHOICES = [
  choice("edc-mexico-2027", "EDC México 2027", "Ciudad de México"),
  choice("bahidora-2027", "Bahidorá 2027", "Tlaltizapán"),
  choice("mutek-mx-2027", "MUTEK México", "Ciudad de México"),
];
const ids = (typed: string, max = 8) => matchingEvents(CHOICES, typed, max).map(({ id }) => id);

describe("the events the post form suggests for what the editor typed", () => {
  it("are those whose name, id or city holds every word, accents and case aside, in the list's order", () => {
    expect(ids("MEXICO")).toEqual(["edc-mexico-2027", "mutek-mx-2027"]);
    expect(ids("bahidora")).toEqual(["bahidora-2027"]);
    expect(ids("tlaltizapan 2027")).toEqual(["bahidora-2027"]);
    expect(ids("mutek-mx")).toEqual(["mutek-mx-2027"]);
    expect(ids("ciudad edc")).toEqual(["edc-mexico-2027"]);
  });

  it("are none for nothing typed or a word no event has, and at most as many as asked", () => {
    expect(ids("   ")).toEqual([]);
    expect(ids("mexico ceremonia")).toEqual([]);
    expect(ids("2027", 2)).toEqual(["edc-mexico-2027", "bahidora-2027"]);
  });
});
