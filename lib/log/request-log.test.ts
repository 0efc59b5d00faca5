// The request log over real HTTP: the line a request leaves, and its id in the answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { captureLog, type CapturedLog } from "../../scripts/testing/captured-log";
import { requestIdOf } from "./request-id";
import { requestLog, type FinishedRequest } from "./request-log";
import { eventually } from "../../scripts/testing/eventually";

let server: http.Server;
let base: string;
let log: CapturedLog;
const finished: FinishedRequest[] = [];
const patternOf = (path: string) => (path.startsWith("/post/") ? "/post/[id]" : "/[...unknown]");

beforeAll(async () => {
  const logRequest = requestLog(patternOf, (request) => finished.push(request));
  server = http.createServer((request, response) => {
    logRequest(request, response, requestIdOf(request, request.headers["x-test-proxy"] === "yes"));
    if (request.url?.startsWith("/lento")) return void setTimeout(() => response.end("tarde"), 2_000);
    response.statusCode = request.url?.startsWith("/post/") ? 200 : 404;
    if (request.url?.includes("cached")) response.setHeader("x-nextjs-cache", "HIT");
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  log = captureLog();
  finished.length = 0;
});
afterEach(() => log.restore());

const settled = (count: number) => eventually(() => log.lines().length >= count, { everyMs: 5 });

test("one line per request: id, method, pattern, status, duration, cache; the query string and the path left out", async () => {
  const answer = await fetch(`${base}/post/cached-ultra?q=busqueda-privada`, {
    headers: { "x-request-id": "proxy-id-0123456789", "x-test-proxy": "yes" },
  });
  expect(answer.headers.get("x-request-id")).toBe("proxy-id-0123456789");
  await settled(1);
  const [line] = log.lines();
  expect(line).toMatchObject({
    level: "info",
    msg: "request",
    requestId: "proxy-id-0123456789",
    method: "GET",
    route: "/post/[id]",
    status: 200,
    cache: "hit",
  });
  expect(line.ms).toEqual(expect.any(Number));
  expect(log.text()).not.toMatch(/busqueda-privada|cached-ultra/);
  expect(finished).toEqual([{ route: "/post/[id]", method: "GET", status: 200, seconds: expect.any(Number) }]);
});

test("an id from anyone but a trusted proxy, or badly formed, is replaced by a new one", async () => {
  for (const headers of <Record<string, string>[]>[
    { "x-request-id": "proxy-id-0123456789" },
    { "x-request-id": "bad id with spaces", "x-test-proxy": "yes" },
    { "x-request-id": "x".repeat(129), "x-test-proxy": "yes" },
  ]) {
    const answer = await fetch(`${base}/nada`, { headers });
    expect(answer.headers.get("x-request-id")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  }
  await settled(3);
  expect(log.lines().map((line) => [line.route, line.status, line.cache])).toEqual(
    Array(3).fill(["/[...unknown]", 404, "none"]),
  );
});

test("a request the client abandons is logged as such, once", async () => {
  const controller = new AbortController();
  const request = fetch(`${base}/lento`, { signal: controller.signal }).catch(() => "abandoned");
  const arrived = new Promise((resolve) => server.once("request", resolve));
  await arrived;
  controller.abort();
  expect(await request).toBe("abandoned");
  await settled(1);
  expect(log.lines()).toEqual([expect.objectContaining({ route: "/[...unknown]", abandoned: true })]);
});
