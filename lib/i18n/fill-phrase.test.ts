import { fillPhrase } from "./fill-phrase";

describe("fillPhrase", () => {
  it("fills every slot it has a value for, and leaves the others", () => {
    expect(fillPhrase("{event}: {performer} a las {start}", { performer: "Nahual", event: "EDC México" })).toBe(
      "EDC México: Nahual a las {start}",
    );
  });

  it("puts a value in as it is: no replacement pattern, no slot inside a value", () => {
    expect(fillPhrase("Agregar a {performer}", { performer: "A$$AP $& $' Ty Dolla $ign" })).toBe(
      "Agregar a A$$AP $& $' Ty Dolla $ign",
    );
    expect(fillPhrase("{name}, {dates}", { name: "Festival {dates}", dates: "4–6 dic" })).toBe(
      "Festival {dates}, 4–6 dic",
    );
  });

  it("does not take a slot from the object's prototype", () => {
    expect(fillPhrase("{constructor} {toString}", {})).toBe("{constructor} {toString}");
  });
});
