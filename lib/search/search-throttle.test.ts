import { clientOf, REMEMBERED_CLIENTS, SEARCH_BURST, SEARCH_INTERVAL_MS, searchMeter } from "./search-throttle";

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

  it("remembers a bounded number of clients, forgetting the one that searched longest ago", () => {
    const time = clock();
    const waitBeforeSearch = searchMeter(time.now);
    for (let search = 0; search < SEARCH_BURST; search++) waitBeforeSearch("203.0.113.1");
    for (let search = 0; search < SEARCH_BURST; search++) waitBeforeSearch("203.0.113.2");
    for (let client = 0; client < REMEMBERED_CLIENTS - 1; client++)
      waitBeforeSearch(`10.0.${client >> 8}.${client & 255}`);
    expect(waitBeforeSearch("203.0.113.2")).toBe(1);
    expect(waitBeforeSearch("203.0.113.1")).toBe(0);
  });

  it("counts an IPv6 client by its /64, however it writes its address", () => {
    expect(clientOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientOf("::1")).toBe("0:0:0:0::/64");
    expect(clientOf("2001:db8:1:3::1")).not.toBe(clientOf("2001:db8:1:2::1"));
    expect(clientOf("192.0.2.1")).toBe("192.0.2.1");
  });
});
