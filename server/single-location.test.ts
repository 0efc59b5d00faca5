// Over real HTTP: the raw headers a client receives.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { keepOneLocation } from "./single-location";

let server: http.Server;
let port: number;

beforeAll(async () => {
  // As Next.js answers a redirect it has just rendered into its cache: set by the render, appended from the entry.
  server = http.createServer((request, response) => {
    keepOneLocation(response);
    response.statusCode = 308;
    response.setHeader("Location", "/tema/techno");
    response.appendHeader("location", request.url === "/otra" ? "/tema/house" : "/tema/techno");
    response.appendHeader("Set-Cookie", "a=1");
    response.appendHeader("Set-Cookie", "a=1");
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function rawHeaders(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path }, (response) => {
        response.resume();
        resolve(response.rawHeaders);
      })
      .on("error", reject);
  });
}

const values = (raw: string[], name: string) =>
  raw.filter((_, index) => index % 2 === 1 && raw[index - 1].toLowerCase() === name);

test("a redirect's Location comes once, however often it is added", async () => {
  expect(values(await rawHeaders("/"), "location")).toEqual(["/tema/techno"]);
});

test("other repeated headers, and a second Location that differs, are left as they are", async () => {
  const raw = await rawHeaders("/otra");
  expect(values(raw, "location")).toEqual(["/tema/techno", "/tema/house"]);
  expect(values(raw, "set-cookie")).toEqual(["a=1", "a=1"]);
});
