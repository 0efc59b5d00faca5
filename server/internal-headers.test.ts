import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { hideProxyReport, stripInternalHeaders } from "./internal-headers";
import { RETIRED_HEADER } from "../lib/retired-page";

test("every header of the site's own, and the policy Next.js reads a nonce from, leave a request", () => {
  const headers: IncomingHttpHeaders = {
    host: "pulso.example",
    [RETIRED_HEADER]: "gone",
    "x-pulso-anything-later": "1",
    "content-security-policy": "script-src 'nonce-elegido'",
    "content-security-policy-report-only": "default-src 'nonce-elegido'",
    "x-forwarded-for": "203.0.113.7",
    cookie: "a=b",
  };
  stripInternalHeaders(headers);
  expect(headers).toEqual({ host: "pulso.example", "x-forwarded-for": "203.0.113.7", cookie: "a=b" });
});

test("no answer carries Next.js's x-middleware-* headers, however they were set, and every other header stays", async () => {
  const server = http.createServer((request, response) => {
    hideProxyReport(response);
    response.setHeader("X-Middleware-Rewrite", "http://localhost:3000/boletin/enviar");
    response.setHeader("x-middleware-next", "1");
    response.setHeader("Location", "/boletin/revisa");
    if (request.url === "/object")
      response.writeHead(303, { "x-middleware-set-cookie": "a=b", "Cache-Control": "no-store" }).end();
    else if (request.url === "/list")
      response
        .writeHead(303, "See Other", ["x-middleware-override-headers", "host", "Cache-Control", "no-store"])
        .end();
    else response.end("implicit");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ["/object", "/list", "/implicit"]) {
      const answer = await fetch(`${url}${path}`, { redirect: "manual" });
      const names = [...answer.headers.keys()];
      expect(names.filter((name) => name.startsWith("x-middleware-"))).toEqual([]);
      expect(answer.headers.get("location")).toBe("/boletin/revisa");
      if (path !== "/implicit") expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
