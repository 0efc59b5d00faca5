import { ToldRefreshes } from "./told-refreshes";

test("a tag told ahead is not refreshed again when Next.js hands it over, once per telling", () => {
  const told = new ToldRefreshes();
  told.toldAhead(["post:a", "lists"]);
  told.toldAhead(["lists"]);
  expect(told.notToldAhead(["post:a", "lists", "feed"])).toEqual(["feed"]);
  expect(told.notToldAhead(["post:a", "lists"])).toEqual(["post:a"]);
  expect(told.notToldAhead(["lists"])).toEqual(["lists"]);
});
