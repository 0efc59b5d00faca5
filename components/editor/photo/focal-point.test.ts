import { CENTRE, focalPointOf, focusFractions, movedFocus, pointIn } from "./focal-point";

describe("the focal point", () => {
  test("a click's place on the photo's box, in whole percent, never outside it", () => {
    const box = { left: 100, top: 50, width: 400, height: 300 };
    expect(pointIn(box, 200, 125)).toEqual({ x: 25, y: 25 });
    expect(pointIn(box, 500, 350)).toEqual({ x: 100, y: 100 });
    expect(pointIn(box, 90, 400)).toEqual({ x: 0, y: 100 });
  });

  test("arrows walk it 5 % at a time, 1 % with Shift, and stop at the edges", () => {
    expect(movedFocus(CENTRE, "ArrowLeft", false)).toEqual({ x: 45, y: 50 });
    expect(movedFocus(CENTRE, "ArrowDown", true)).toEqual({ x: 50, y: 51 });
    expect(movedFocus({ x: 98, y: 2 }, "ArrowRight", false)).toEqual({ x: 100, y: 2 });
    expect(movedFocus({ x: 98, y: 2 }, "ArrowUp", false)).toEqual({ x: 98, y: 0 });
  });

  test("other keys leave it alone, inherited property names included", () => {
    expect(movedFocus(CENTRE, "Enter", false)).toBeNull();
    expect(movedFocus(CENTRE, "toString", false)).toBeNull();
  });

  test("goes to the server as fractions and comes back as the same percent", () => {
    expect(focusFractions({ x: 30, y: 75 })).toEqual({ focusX: 0.3, focusY: 0.75 });
    expect(focalPointOf(0.3, 0.75)).toEqual({ x: 30, y: 75 });
    expect(focalPointOf(0.5, 0.5)).toEqual(CENTRE);
  });
});
