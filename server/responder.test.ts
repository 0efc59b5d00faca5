// The one responder of the early answers, over real HTTP, with a table of one row as a new answer would add it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { searchThrottleAnswers } from "./answers/search-throttle";
import { READ_METHODS, responderOf, unlessTaken, type EarlyAnswer } from "./responder";

const greeting: EarlyAnswer = {
  path: "/saludo",
  methods: READ_METHODS,
  otherMethods: "refuse",
  answer: (_request, reply, address) =>
    reply.send(200, { "Content-Type": "text/plain" }, `hola ${address.query.get("a")}`),
};

const echo: EarlyAnswer = {
  path: (address) => address.routedPath?.startsWith("/eco") ?? false,
  methods: READ_METHODS,
  otherMethods: "pass",
  answer: (_request, reply, address) => reply.send(200, { "Content-Type": "text/plain" }, address.routedPath ?? ""),
};

let server: http.Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  const answer = responderOf([greeting, echo]);
  const answerThrottled = searchThrottleAnswers();
  server = http.createServer((request, response) =>
    unlessTaken(answer(request, response), () => {
      if (answerThrottled(request, response)) return;
      reached.push(`${request.method} ${request.url}`);
      response.end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A request exactly as written: fetch would resolve or refuse some addresses before sending them. */
function send(method: string, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ port, method, path }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

test("a row's answer carries the security headers, its query string read, and a HEAD its headers only", async () => {
  const got = await send("GET", "/saludo?a=mundo");
  expect([got.status, got.body, got.headers["x-content-type-options"], got.headers["x-frame-options"]]).toEqual([
    200,
    "hola mundo",
    "nosniff",
    "DENY",
  ]);
  const head = await send("HEAD", "/saludo?a=mundo");
  expect([head.status, head.body, head.headers["content-type"]]).toEqual([200, "", "text/plain"]);
});

test("another method at a row's address is refused 405 with Allow, in the API's error body", async () => {
  const refused = await send("DELETE", "/saludo");
  expect([refused.status, refused.headers.allow, refused.headers["x-content-type-options"]]).toEqual([
    405,
    "GET, HEAD",
    "nosniff",
  ]);
  expect(JSON.parse(refused.body)).toEqual({
    error: { code: "method_not_allowed", message: "DELETE is not allowed on /saludo. Allowed: GET, HEAD." },
  });
});

test("a row reads the path as Next.js routes it, dot segments resolved, whether or not it is written so already", async () => {
  const routed = async (path: string) => (await send("GET", path)).body;
  expect(await routed("/eco/a-b_C9")).toBe("/eco/a-b_C9");
  expect(await routed("/eco/")).toBe("/eco/");
  expect(await routed("/x/../eco/./d")).toBe("/eco/d");
  expect(await routed("/eco/%61")).toBe("/eco/%61");
  expect(await routed("/eco/a.b")).toBe("/eco/a.b");
  expect(await routed("/eco\\f")).toBe("/eco/f");
  expect(await routed("/eco//g")).toBe("/eco//g");
  const long = `/eco/${"a".repeat(600)}`;
  expect(await routed(long)).toBe(long);
});

test("an address no URL can be made of goes on to Next.js, where reading it as a search threw", async () => {
  reached.length = 0;
  expect((await send("GET", "//[")).body).toBe("next");
  expect((await send("GET", "/saludos")).body).toBe("next");
  expect(reached).toEqual(["GET //[", "GET /saludos"]);
});
