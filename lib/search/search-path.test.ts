import { searchPath } from "./search-path";

describe("a search's address", () => {
  it("is the query as read, with its page from the second on, and bare without a query", () => {
    expect(searchPath("techno cdmx")).toBe("/buscar?q=techno+cdmx");
    expect(searchPath("año & más", 3)).toBe("/buscar?q=a%C3%B1o+%26+m%C3%A1s&page=3");
    expect(searchPath("")).toBe("/buscar");
  });
});
