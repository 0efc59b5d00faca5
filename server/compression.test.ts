// The server entry's compression over real HTTP, in front of handlers that answer as Next.js does: a cached page in one
// end() with its length, a route handler's or a rendered page's stream after flushHeaders(), a static file in chunks.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createGunzip, gunzipSync, inflateSync } from "node:zlib";
import { scrapeHere, valueOf } from "../scripts/testing/scraped-metrics";
import { compressionOf, type Compression } from "./compression";

const CACHED = "s-maxage=31536000";
const PRIVATE = "private, no-cache, no-store, max-age=0, must-revalidate";
const scriptOf = (name: string) => `self.${name}=function(){return ${JSON.stringify(name.repeat(300))}};`;
const pageOf = (words: string) => `<!DOCTYPE html><html><body>${`<p>${words}</p>`.repeat(400)}</body></html>`;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const handlers: Record<string, Handler> = {
  "/cached": (_request, response) => {
    const page = pageOf("techno en el Autódromo");
    response.setHeader("Cache-Control", CACHED);
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Content-Length", Buffer.byteLength(page));
    response.end(page);
  },
  "/other-cached": (_request, response) => {
    response.setHeader("Cache-Control", CACHED);
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(pageOf("house en Guadalajara"));
  },
  "/small": (_request, response) => {
    response.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    response.setHeader("Content-Type", "text/plain");
    response.flushHeaders();
    response.end("User-agent: *\nAllow: /\n");
  },
  "/feed": (_request, response) => {
    response.setHeader("Cache-Control", CACHED);
    response.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
    response.flushHeaders();
    for (let item = 0; item < 50; item += 1) response.write(`<item><title>Noche ${item}</title></item>`);
    response.end();
  },
  "/script": (_request, response) => {
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.setHeader("Content-Type", "application/javascript; charset=UTF-8");
    response.end(Buffer.from(scriptOf("menu")));
  },
  "/photo": (_request, response) => {
    response.setHeader("Cache-Control", CACHED);
    response.setHeader("Content-Type", "image/webp");
    response.end(Buffer.alloc(4096, 7));
  },
  "/missing": (_request, response) => {
    response.statusCode = 404;
    response.setHeader("Cache-Control", CACHED);
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(pageOf("no existe"));
  },
};

/** A private page streamed in two parts: the second is written only once the client has read the first. */
let secondPart: (() => void) | undefined;
handlers["/search"] = (_request, response) => {
  response.setHeader("Cache-Control", PRIVATE);
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.flushHeaders();
  response.write(pageOf("primera parte"));
  (response as http.ServerResponse & { flush?: () => void }).flush?.();
  secondPart = () => response.end(pageOf("segunda parte"));
};

/** Eight lines of 16 KB, together past the test's limit on what is held. */
const largeScript = () =>
  [...Array(8).keys()].map((part) => `/* part ${part} */ ${String(part).repeat(16 * 1024)}\n`).join("");

let server: http.Server;
let port: number;
let compress: Compression;
const counts = async () => ({
  made: valueOf(await scrapeHere(), "edm_compressed_answers_total", { gzip: "made" }),
  reused: valueOf(await scrapeHere(), "edm_compressed_answers_total", { gzip: "reused" }),
});
const LARGE_BYTES = 64 * 1024;

beforeAll(async () => {
  compress = compressionOf(1024 * 1024, LARGE_BYTES);
  handlers["/large"] = (_request, response) => {
    response.setHeader("Cache-Control", CACHED);
    response.setHeader("Content-Type", "application/javascript; charset=UTF-8");
    for (const part of largeScript().split(/(?<=\n)/)) response.write(part);
    response.end();
  };
  server = http.createServer((request, response) => {
    compress(request, response);
    handlers[new URL(request.url ?? "/", "http://site").pathname](request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(path: string, encoding: string | undefined, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = encoding === undefined ? {} : { "Accept-Encoding": encoding };
    const request = http.request({ port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const text = (answer: Answer) =>
  (answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body).toString("utf8");

test("a page any cache may keep is compressed once: the next request for the same bytes gets the same gzip", async () => {
  const first = await get("/cached", "gzip, deflate, br");
  const afterFirst = await counts();
  const second = await get("/cached", "gzip");
  expect(first.headers["content-encoding"]).toBe("gzip");
  expect(first.headers.vary).toBe("Accept-Encoding");
  expect(Number(first.headers["content-length"])).toBe(first.body.length);
  expect(text(first)).toBe(pageOf("techno en el Autódromo"));
  expect(second.body.equals(first.body)).toBe(true);
  expect(await counts()).toEqual({ made: afterFirst.made, reused: afterFirst.reused + 1 });
});

test("bytes given in one Buffer or in parts are compressed once too, found again by their SHA-256", async () => {
  const first = await get("/script", "gzip");
  const afterFirst = await counts();
  const second = await get("/script", "gzip");
  expect([first.headers["content-encoding"], text(first)]).toEqual(["gzip", scriptOf("menu")]);
  expect(second.body.equals(first.body)).toBe(true);
  expect(await counts()).toEqual({ made: afterFirst.made, reused: afterFirst.reused + 1 });
});

test("other bytes get their own gzip, never another page's", async () => {
  const cached = await get("/cached", "gzip");
  const other = await get("/other-cached", "gzip");
  expect(text(other)).toBe(pageOf("house en Guadalajara"));
  expect(text(cached)).toBe(pageOf("techno en el Autódromo"));
});

test("a route handler's stream that any cache may keep is held and compressed whole, with its length", async () => {
  const feed = await get("/feed", "gzip");
  expect(feed.headers["content-encoding"]).toBe("gzip");
  expect(Number(feed.headers["content-length"])).toBe(feed.body.length);
  expect(text(feed)).toMatch(/^<item><title>Noche 0<\/title><\/item>.*<item><title>Noche 49<\/title><\/item>$/);
});

test("an answer too large to hold streams on, compressed, with nothing lost", async () => {
  const large = await get("/large", "gzip");
  expect(large.headers["content-encoding"]).toBe("gzip");
  expect(large.headers["transfer-encoding"]).toBe("chunked");
  expect(text(large)).toBe(largeScript());
});

test("a private page streams: the client reads its first part before the server writes the second", async () => {
  const answer = await new Promise<{ encoding?: string; read: string }>((resolve, reject) => {
    const request = http.request({ port, path: "/search", headers: { "Accept-Encoding": "gzip" } }, (response) => {
      let read = "";
      const gunzip = response.pipe(createGunzip());
      gunzip.on("data", (chunk: Buffer) => {
        if (read.length === 0) secondPart?.();
        read += chunk.toString("utf8");
      });
      gunzip.on("end", () => resolve({ encoding: response.headers["content-encoding"], read }));
      gunzip.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
  expect(answer).toEqual({ encoding: "gzip", read: pageOf("primera parte") + pageOf("segunda parte") });
});

test("what gzip cannot help goes as it is: a small answer, a photo, a client that takes no gzip", async () => {
  const small = await get("/small", "gzip");
  expect([small.headers["content-encoding"], small.headers["content-length"], small.body.toString()]).toEqual([
    undefined,
    "23",
    "User-agent: *\nAllow: /\n",
  ]);
  const photo = await get("/photo", "gzip");
  expect([photo.headers["content-encoding"], photo.body.length]).toEqual([undefined, 4096]);
  const plain = await get("/cached", undefined);
  expect([plain.headers["content-encoding"], plain.body.toString("utf8")]).toEqual([
    undefined,
    pageOf("techno en el Autódromo"),
  ]);
  const identity = await get("/cached", "identity");
  expect(identity.headers["content-encoding"]).toBeUndefined();
});

test("a client that takes only deflate, a HEAD and an error page are left to the streaming middleware", async () => {
  const before = await counts();
  const deflated = await get("/cached", "deflate");
  expect(deflated.headers["content-encoding"]).toBe("deflate");
  expect(inflateSync(deflated.body).toString("utf8")).toBe(pageOf("techno en el Autódromo"));
  const head = await get("/cached", "gzip", "HEAD");
  expect([head.status, head.body.length]).toEqual([200, 0]);
  const missing = await get("/missing", "gzip");
  expect([missing.status, missing.headers["content-encoding"], text(missing)]).toEqual([
    404,
    "gzip",
    pageOf("no existe"),
  ]);
  expect(await counts()).toEqual(before);
});
