import { SET_KEY_PATTERN, setKeys } from "./set-keys";

describe("a set's key", () => {
  it("is its performer's slug, numbered from the second set of the same performer, in the line-up's order", () => {
    const keys = setKeys([{ name: "Charlotte de Witte" }, { name: "Nahual" }, { name: "Charlotte De Witte" }]);
    expect(keys).toEqual(["charlotte-de-witte", "nahual", "charlotte-de-witte-2"]);
  });

  it("stays the same when the editor moves, reorders or re-stages the performer's set", () => {
    const before = setKeys([{ name: "Rebūke" }, { name: "FISHER" }]);
    const after = setKeys([{ name: "FISHER" }, { name: "Rebūke" }]);
    expect(after.reverse()).toEqual(before);
  });

  it("falls back to the set's place for a name of no letter or digit, and always matches the key's pattern", () => {
    const keys = setKeys([{ name: "★★★" }, { name: "x".repeat(300) }, { name: "Kölsch" }]);
    expect(keys[0]).toBe("set-1");
    expect(keys[2]).toBe("kolsch");
    for (const key of keys) expect(key).toMatch(SET_KEY_PATTERN);
  });
});
