import http from "node:http";
import type { AddressInfo } from "node:net";
import { methodGuardAnswers } from "./method-guards";

/** fetch refuses to send TRACE, so the requests go out through node:http. */
function send(port: number, method: string, path: string) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const request = http.request({ port, method, path }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("answers given before Next.js handles a request", () => {
  let server: http.Server;
  let port: number;
  const reached: string[] = [];

  beforeAll(async () => {
    const answerMethods = methodGuardAnswers();
    server = http.createServer((request, response) => {
      if (answerMethods(request, response)) return;
      reached.push(`${request.method} ${request.url}`);
      response.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    reached.length = 0;
  });

  it("TRACE and methods no route can serve get 501, from the very first request on", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const answer = await send(port, method, "/edmNews");
      expect(answer.status).toBe(501);
      expect(JSON.parse(answer.body).error.code).toBe("not_implemented");
    }
    expect(reached).toEqual([]);
  });

  it("a file of public/ or /_next/static, and a live post's answer, take GET and HEAD only: 405 with Allow", async () => {
    for (const path of ["/images/brand/logo.png", "/_next/static/chunks/app.js?v=1", "/post/edc/en-vivo.json"]) {
      const answer = await send(port, "POST", path);
      expect([answer.status, answer.allow]).toEqual([405, "GET, HEAD"]);
    }
    expect(reached).toEqual([]);
  });

  it("everything else goes on to the site", async () => {
    expect((await send(port, "GET", "/images/brand/logo.png")).body).toBe("next");
    expect((await send(port, "GET", "/post/edc/en-vivo.json")).body).toBe("next");
    expect((await send(port, "POST", "/edmNews/createNews")).body).toBe("next");
    expect((await send(port, "DELETE", "/_next/image?url=x")).body).toBe("next");
    expect(reached).toEqual([
      "GET /images/brand/logo.png",
      "GET /post/edc/en-vivo.json",
      "POST /edmNews/createNews",
      "DELETE /_next/image?url=x",
    ]);
  });
});
