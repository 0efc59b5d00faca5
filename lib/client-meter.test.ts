import { clientMeter, clientOf, REMEMBERED_CLIENTS } from "./client-meter";

function clock() {
  let at = 1_000_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

const MINUTE_MS = 60_000;

describe("a meter of what each client may do", () => {
  it("lets a burst through at once, then one per interval, saying how many seconds until the next", () => {
    const time = clock();
    const waitBefore = clientMeter({ burst: 5, intervalMs: MINUTE_MS }, time.now);
    for (let request = 0; request < 5; request++) expect(waitBefore("198.51.100.7")).toBe(0);
    expect(waitBefore("198.51.100.7")).toBe(60);
    expect(waitBefore("198.51.100.8")).toBe(0);
    time.pass(59_500);
    expect(waitBefore("198.51.100.7")).toBe(1);
    time.pass(500);
    expect(waitBefore("198.51.100.7")).toBe(0);
    expect(waitBefore("198.51.100.7")).toBe(60);
    // A refusal costs the client nothing more: the next interval brings the next request.
    for (let refused = 0; refused < 100; refused++) waitBefore("198.51.100.7");
    time.pass(MINUTE_MS);
    expect(waitBefore("198.51.100.7")).toBe(0);
  });

  it("gives back the whole burst to a client that waited long enough, and no more", () => {
    const time = clock();
    const waitBefore = clientMeter({ burst: 3, intervalMs: 1000 }, time.now);
    for (let request = 0; request < 3; request++) waitBefore("203.0.113.9");
    time.pass(3_600_000);
    for (let request = 0; request < 3; request++) expect(waitBefore("203.0.113.9")).toBe(0);
    expect(waitBefore("203.0.113.9")).toBe(1);
  });

  it("remembers a client while fewer than half its bound were counted after it, and never more than its bound", () => {
    const time = clock();
    const waitBefore = clientMeter({ burst: 2, intervalMs: 1000 }, time.now);
    const others = (count: number, from = 0) => {
      for (let client = from; client < from + count; client++)
        waitBefore(`10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`);
    };
    for (let request = 0; request < 2; request++) waitBefore("203.0.113.1");
    others(REMEMBERED_CLIENTS / 2 - 1);
    expect(waitBefore("203.0.113.1")).toBe(1);
    others(REMEMBERED_CLIENTS, REMEMBERED_CLIENTS);
    expect(waitBefore("203.0.113.1")).toBe(0);
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
