import { ALL_NUMBERS_UP_TO, pageNumbers } from "./page-numbers";

describe("page numbers", () => {
  it("shows every page of a short archive", () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(3, ALL_NUMBERS_UP_TO)).toHaveLength(ALL_NUMBERS_UP_TO);
  });

  it("shows the first, the last and the neighbours of the current page of a long archive", () => {
    expect(pageNumbers(1, 16_667)).toEqual([1, 2, 3, "gap", 16_667]);
    expect(pageNumbers(50, 167)).toEqual([1, "gap", 48, 49, 50, 51, 52, "gap", 167]);
    expect(pageNumbers(167, 167)).toEqual([1, "gap", 165, 166, 167]);
  });

  it("leaves no gap where the numbers meet", () => {
    expect(pageNumbers(4, 30)).toEqual([1, 2, 3, 4, 5, 6, "gap", 30]);
  });
});
