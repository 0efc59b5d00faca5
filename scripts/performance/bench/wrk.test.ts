import { parseWrk } from "./wrk";

const output = `Running 5s test @ http://127.0.0.1:3000/
  1 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   850.12us  200.00us   9.01ms   90.50%
    Req/Sec    38.00k     1.20k   40.00k    80.00%
  Latency Distribution
     50%  800.00us
     75%    0.90ms
     90%    1.10ms
     99%    2.50ms
  190000 requests in 5.00s, 1.50GB read
  Non-2xx or 3xx responses: 3
  Socket errors: connect 0, read 2, write 0, timeout 1
Requests/sec:  38000.50
Transfer/sec:    300.00MB
`;

describe("parseWrk", () => {
  it("reads the rate, the latency percentiles in milliseconds and every failed request", () => {
    expect(parseWrk(output)).toEqual({ rps: 38000.5, p50: 0.8, p99: 2.5, requests: 190000, errors: 6 });
  });

  it("counts no error when wrk reports none", () => {
    const clean = output.replace(/ {2}Non-2xx.*\n/, "").replace(/ {2}Socket errors.*\n/, "");
    expect(parseWrk(clean).errors).toBe(0);
  });

  it("refuses an output without a rate", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:3000 Connection refused")).toThrow(/no rate/);
  });
});
