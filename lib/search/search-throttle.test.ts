import { SEARCH_BURST, SEARCH_INTERVAL_MS, searchMeter } from "./search-throttle";

function clock() {
  let at = 1_000_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

describe("how often a client may search", () => {
  it("lets a reader page through results and refine the query without ever waiting", () => {
    const time = clock();
    const waitBeforeSearch = searchMeter(time.now);
    for (let page = 0; page < SEARCH_BURST; page++) expect(waitBeforeSearch("198.51.100.7")).toBe(0);
    // Then reading, one page every couple of seconds, for an hour.
    for (let page = 0; page < 1800; page++) {
      time.pass(2 * SEARCH_INTERVAL_MS);
      expect(waitBeforeSearch("198.51.100.7")).toBe(0);
    }
  });

  it("lets a client looping a search through once a second, and says when", () => {
    const time = clock();
    const waitBeforeSearch = searchMeter(time.now);
    for (let search = 0; search < SEARCH_BURST; search++) waitBeforeSearch("198.51.100.7");
    expect(waitBeforeSearch("198.51.100.7")).toBe(1);
    expect(waitBeforeSearch("198.51.100.8")).toBe(0);
    time.pass(SEARCH_INTERVAL_MS / 2);
    expect(waitBeforeSearch("198.51.100.7")).toBe(1);
    time.pass(SEARCH_INTERVAL_MS / 2);
    expect(waitBeforeSearch("198.51.100.7")).toBe(0);
    expect(waitBeforeSearch("198.51.100.7")).toBe(1);
    // Refusals cost the client nothing more: the next second brings the next search.
    for (let refused = 0; refused < 1000; refused++) waitBeforeSearch("198.51.100.7");
    time.pass(SEARCH_INTERVAL_MS);
    expect(waitBeforeSearch("198.51.100.7")).toBe(0);
  });
});
