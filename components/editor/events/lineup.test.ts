import { emptyRow, moveRow, removeRow, replaceRow } from "./lineup";

const rows = ["a", "b", "c"].map((name) => ({ ...emptyRow(name), name }));
const names = (list: readonly { name: string }[]) => list.map(({ name }) => name);

describe("reordering the line-up", () => {
  test("a performer moves one place up or down, the others keep their order", () => {
    expect(names(moveRow(rows, 2, -1))).toEqual(["a", "c", "b"]);
    expect(names(moveRow(rows, 0, 1))).toEqual(["b", "a", "c"]);
    expect(names(moveRow(moveRow(rows, 2, -1), 1, -1))).toEqual(["c", "a", "b"]);
  });

  test("the first cannot go up nor the last down: the same list comes back", () => {
    expect(moveRow(rows, 0, -1)).toBe(rows);
    expect(moveRow(rows, 2, 1)).toBe(rows);
    expect(moveRow(rows, 7, 1)).toBe(rows);
  });

  test("a row keeps its key as it moves, so its inputs and focus go with it", () => {
    expect(moveRow(rows, 1, 1).map(({ key }) => key)).toEqual(["a", "c", "b"]);
  });

  test("removing and replacing touch only that row, and never the list given", () => {
    expect(names(removeRow(rows, 1))).toEqual(["a", "c"]);
    expect(names(replaceRow(rows, 0, { ...rows[0], name: "z" }))).toEqual(["z", "b", "c"]);
    expect(names(rows)).toEqual(["a", "b", "c"]);
  });
});
