import { citySlugOf, filterOfSegments, guidePath } from "./guide-addresses";
import { FILTER_ANY } from "./guide-rewrites";

describe("the guide's filters as addresses", () => {
  it("name a city by its folded slug, whatever its spelling", () => {
    expect(citySlugOf("Ciudad de México")).toBe("ciudad-de-mexico");
    expect(citySlugOf(" CIUDAD DE MEXICO ")).toBe("ciudad-de-mexico");
    expect(citySlugOf("Tlaltizapán")).toBe("tlaltizapan");
  });

  it("write the public address with the filters chosen, and none without", () => {
    expect(guidePath("/eventos", {})).toBe("/eventos");
    expect(guidePath("/eventos", { city: "guadalajara" })).toBe("/eventos?ciudad=guadalajara");
    expect(guidePath("/eventos", { month: "2027-02" })).toBe("/eventos?mes=2027-02");
    expect(guidePath("/eventos", { city: "guadalajara", month: "2027-02" })).toBe(
      "/eventos?ciudad=guadalajara&mes=2027-02",
    );
  });

  it("read the route's segments, and refuse what no city or month can be", () => {
    expect(filterOfSegments("guadalajara", FILTER_ANY)).toEqual({ city: "guadalajara" });
    expect(filterOfSegments(FILTER_ANY, "2027-02")).toEqual({ month: "2027-02" });
    expect(filterOfSegments("cdmx", "2027-12")).toEqual({ city: "cdmx", month: "2027-12" });
    for (const [city, month] of [
      [FILTER_ANY, FILTER_ANY],
      ["_", "_"],
      ["Guadalajara", FILTER_ANY],
      [FILTER_ANY, "2027-13"],
      [FILTER_ANY, "2027-2"],
      [FILTER_ANY, "1999-01"],
      ["a".repeat(101), FILTER_ANY],
    ]) {
      expect(filterOfSegments(city, month)).toBeNull();
    }
  });
});
