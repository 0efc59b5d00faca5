import http from "node:http";
import type { AddressInfo } from "node:net";
import { captureLog } from "@/scripts/testing/captured-log";
import { serverFunctionAnswers } from "./server-functions";

const SITE_URL = "https://pulso.example";
const ACTION = { "Next-Action": "7f".repeat(20), "Content-Type": "text/plain;charset=UTF-8" };
/** The pages of this test's site: everything but the API's route handlers. */
const isPage = (pathname: string) => !pathname.startsWith("/edmNews");

describe("a server function called before Next.js sees it", () => {
  let server: http.Server;
  let url: string;
  const reached: string[] = [];

  beforeAll(async () => {
    const answerServerFunction = serverFunctionAnswers(SITE_URL, isPage);
    server = http.createServer((request, response) => {
      if (answerServerFunction(request, response)) return;
      reached.push(`${request.method} ${request.url}`);
      response.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    reached.length = 0;
  });

  const call = (path: string, headers: Record<string, string>, method = "POST") =>
    fetch(`${url}${path}`, { method, headers: { ...ACTION, ...headers }, body: method === "POST" ? "[]" : undefined });

  it("from another site, from no site at all, or in a script's words, is a 403 with one line at level warn", async () => {
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
      { Origin: "null" },
      { Origin: "https://pulso.example.evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      {},
    ];
    for (const headers of refused) {
      const log = captureLog();
      try {
        const answer = await call("/post/una-nota%C3%A9", headers);
        expect(answer.status).toBe(403);
        expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
        expect(await answer.json()).toEqual({
          error: { code: "forbidden", message: "Server functions are called only from this site's own pages." },
        });
        expect(log.text()).not.toContain("una-nota");
        expect(log.lines()).toEqual([
          expect.objectContaining({
            level: "warn",
            msg: "A server function was called from another site: refused",
            origin: "Origin" in headers ? headers.Origin : "none",
          }),
        ]);
      } finally {
        log.restore();
      }
    }
    expect(reached).toEqual([]);
  });

  it("keeps a forged Origin's text to one bounded line", async () => {
    const log = captureLog();
    try {
      const answer = await call("/", { Origin: `https://evil.example/${"x".repeat(1000)}` });
      expect(answer.status).toBe(403);
      const [line] = log.lines();
      expect(line.origin).toMatch(/^https:\/\/evil\.example\/x+… \(\d+ characters\)$/);
      expect(log.text().split("\n").filter(Boolean)).toHaveLength(1);
    } finally {
      log.restore();
    }
  });

  it("from the site's own pages, or anything that is not a server function's call, goes on to Next.js", async () => {
    const host = new URL(url).host;
    await call("/createPost", { Origin: SITE_URL });
    await call("/createPost", { Origin: url, Host: host });
    await call("/createPost", { "Sec-Fetch-Site": "same-origin" });
    await call("/", { Origin: "https://evil.example" }, "GET");
    await fetch(`${url}/boletin`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "a=b" });
    expect(reached).toEqual(["POST /createPost", "POST /createPost", "POST /createPost", "GET /", "POST /boletin"]);
  });

  /** A form's multipart POST, as a browser sends one from a page without JavaScript. */
  const postForm = (path: string, headers: Record<string, string>) => {
    const form = new FormData();
    form.set("$ACTION_ID_" + "7f".repeat(20), "");
    form.set("correo", "lector@example.com");
    return fetch(`${url}${path}`, { method: "POST", headers, body: form });
  };

  it("a form posted from another site to a page is refused as a server function, with the same line", async () => {
    for (const headers of [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ] as Record<string, string>[]) {
      const log = captureLog();
      try {
        const answer = await postForm("/post/una-nota/../otra", headers);
        expect(answer.status).toBe(403);
        expect((await answer.json()).error.code).toBe("forbidden");
        expect(log.lines()).toEqual([
          expect.objectContaining({ level: "warn", msg: "A server function was called from another site: refused" }),
        ]);
      } finally {
        log.restore();
      }
    }
    expect(reached).toEqual([]);
  });

  it("a form posted to a route handler, from this site, or with no Origin at all (not a browser's) goes on to Next.js", async () => {
    await postForm("/edmNews/createNews", { Origin: "https://evil.example" });
    await postForm("/boletin", { Origin: SITE_URL });
    await postForm("/boletin", {});
    expect(reached).toEqual(["POST /edmNews/createNews", "POST /boletin", "POST /boletin"]);
  });
});
