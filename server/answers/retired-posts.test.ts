// The server's answers for retired addresses, over real HTTP; Next.js is played by a handler that runs proxy.ts on
// the requests it matches (the marked ones) and says what it saw.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { config, proxy } from "@/proxy";
import { installRetiredPosts, retiredEventKey, type RetiredAddresses } from "../../lib/retired-posts";
import { stripInternalHeaders } from "../internal-headers";
import { RETIRED_HEADER } from "../../lib/retired-page";
import { routeRetiredPost } from "./retired-posts";

const snapshot: RetiredAddresses = new Map([
  ["vieja", { status: 308, to: "nueva", liveAt: 0 }],
  ["retirada", { status: 410 }],
  [retiredEventKey("borrado"), { status: 410 }],
]);

let server: http.Server;
let base: string;

beforeAll(async () => {
  installRetiredPosts(async () => snapshot);
  // As the server entry does: every request loses the site's internal headers before anything reads it.
  server = http.createServer((request, response) => {
    stripInternalHeaders(request.headers);
    routeRetiredPost(request, response, () => {
      const seen = `next saw ${request.method} ${request.url} marked=${request.headers[RETIRED_HEADER] ?? "no"}`;
      if (!request.headers[RETIRED_HEADER])
        return response.writeHead(200, { "Cache-Control": "s-maxage=31536000" }).end(seen);
      const headers = new Headers(
        Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]),
      );
      const answer = proxy(new NextRequest(new URL(request.url ?? "", "http://site"), { headers }));
      response.writeHead(answer.status, { "Cache-Control": answer.headers.get("cache-control") ?? "" }).end(seen);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: "manual", ...init });

test("a former id answers 308 to the current address, its share image to the current image", async () => {
  const page = await get("/post/vieja");
  expect(page.status).toBe(308);
  expect(page.headers.get("location")).toBe("/post/nueva");
  expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
  const image = await get("/post/vieja/opengraph-image-abc123?v=1");
  expect(image.status).toBe(308);
  expect(image.headers.get("location")).toBe("/post/nueva/opengraph-image-abc123");
});

test("a removed post's page is marked for the removed-post page and sent as a short-lived 410", async () => {
  const page = await get("/post/retirada?_rsc=1");
  expect(page.status).toBe(410);
  expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
  expect(await page.text()).toBe("next saw GET /post/retirada?_rsc=1 marked=gone");
  const image = await get("/post/retirada/opengraph-image-abc123");
  expect(image.status).toBe(410);
  expect(await image.text()).toBe("");
});

test("a deleted event's page and timetable are marked as a removed post's, its share image a 410; its calendar is its own", async () => {
  const page = await get("/eventos/borrado");
  expect(page.status).toBe(410);
  expect(await page.text()).toBe("next saw GET /eventos/borrado marked=gone");
  expect((await get("/eventos/borrado/opengraph-image-abc123")).status).toBe(410);
  for (const timetable of ["/eventos/borrado/horarios", "/eventos/borrado/horarios/2027-11-20"]) {
    const answer = await get(timetable);
    expect(answer.status).toBe(410);
    expect(await answer.text()).toBe(`next saw GET ${timetable} marked=gone`);
  }
  expect(await (await get("/eventos/borrado/horarios/2027-11-20/x")).text()).toBe(
    "next saw GET /eventos/borrado/horarios/2027-11-20/x marked=no",
  );
  expect(await (await get("/eventos/borrado/calendario.ics")).text()).toBe(
    "next saw GET /eventos/borrado/calendario.ics marked=no",
  );
  // A post with the same id, and an event's id that is a post's retired one, are not the other's.
  expect(await (await get("/post/borrado")).text()).toBe("next saw GET /post/borrado marked=no");
  expect(await (await get("/eventos/retirada")).text()).toBe("next saw GET /eventos/retirada marked=no");
  expect(await (await get("/eventos")).text()).toBe("next saw GET /eventos marked=no");
});

test("any other address, or another method, goes to Next.js as it came, and a client cannot mark a page itself", async () => {
  const live = await get("/post/en-linea", { headers: { [RETIRED_HEADER]: "gone" } });
  expect(live.status).toBe(200);
  expect(await live.text()).toBe("next saw GET /post/en-linea marked=no");
  const post = await get("/post/retirada", { method: "POST", headers: { [RETIRED_HEADER]: "gone" } });
  expect(await post.text()).toBe("next saw POST /post/retirada marked=no");
  expect(await (await get("/team")).text()).toBe("next saw GET /team marked=no");
});

/** A GET of `path` exactly as written: fetch would resolve its dot segments before sending it. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/`, { path, headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      })
      .on("error", reject);
  });
}

test("an address Next.js reads as a retired post's, encoded or with dot segments, answers as that post's", async () => {
  for (const path of ["/post/%72etirada", "/./post/retirada", "/post/x/../retirada", "/%70ost/retirada"]) {
    expect(await rawGet(path)).toEqual({ status: 410, text: `next saw GET ${path} marked=gone` });
  }
  const renamed = await get("/post/vie%6aa");
  expect([renamed.status, renamed.headers.get("location")]).toEqual([308, "/post/nueva"]);
  expect((await rawGet("/post/%E2%80%AE")).text).toBe("next saw GET /post/%E2%80%AE marked=no");
  expect((await rawGet("/post/%zz")).text).toBe("next saw GET /post/%zz marked=no");
});

test("no request keeps a mark of the site's own, whatever its address: the page is the live post's", async () => {
  for (const path of ["/./post/en-linea", "/post/en-linea/", "/post//en-linea", "/post/%65n-linea", "/team"]) {
    const headers = {
      [RETIRED_HEADER]: "gone",
      "X-Pulso-Other": "1",
      "Content-Security-Policy": "script-src 'nonce-x'",
    };
    expect(await rawGet(path, headers)).toEqual({ status: 200, text: `next saw GET ${path} marked=no` });
  }
});

test("proxy.ts runs for a marked post or event page (which next.config.ts rewrites) and for no other", () => {
  expect(config.matcher).toContainEqual({ source: "/post/:id", has: [{ type: "header", key: RETIRED_HEADER }] });
  expect(config.matcher).toContainEqual({ source: "/eventos/:id", has: [{ type: "header", key: RETIRED_HEADER }] });
});
