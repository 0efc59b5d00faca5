import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, test } from "../support/test";
import { apiAuthorization, e2eCredentials } from "../support/environment";
import { faultSuite, publish, useFaultSite } from "../faults/support/fault-site";
import { aPost } from "../../scripts/testing/post-fixture";
import { storeUnreadablePost } from "../support/unreadable-post";

type Line = Record<string, unknown> & { level: string; time: string; msg: string };

const SEARCH = "busqueda-de-una-lectora-81f3";
const CLIENT = "198.51.100.173";
const WRONG_PASSWORD = "contrasena-equivocada-4d2a9c";
const READER = "lectora-registro-5b7e@ejemplo.mx";
const NGINX_ID = "7f3c2a9b5d1e4f60a8b7c6d5e4f3a2b1";

test.describe("the server's log", faultSuite, () => {
  const site = useFaultSite("logs");
  const lines = () =>
    site()
      .server.output()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);

  test("one JSON line per request with its id, route pattern, status, duration and cache outcome", async () => {
    const { url } = site();
    const post = aPost({ date: "2019-03-04" });
    expect((await publish(site(), post)).status).toBe(201);
    const first = await fetch(`${url}/post/${post.id}`, { headers: { "X-Request-Id": NGINX_ID } });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-request-id")).toBe(NGINX_ID);
    // Stored once the first render finished: asked again until the page cache answers.
    let made = "";
    await expect
      .poll(async () => {
        const again = await fetch(`${url}/post/${post.id}`);
        made = again.headers.get("x-request-id")!;
        return again.headers.get("x-nextjs-cache");
      })
      .toBe("HIT");
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await fetch(`${url}/no/existe/${"x".repeat(40)}`);
    expect(unknown.status).toBe(404);

    const unknownId = unknown.headers.get("x-request-id")!;
    const requests = () => lines().filter((line) => line.msg === "request");
    const byId = (id: string) => requests().find((line) => line.requestId === id);
    // A line is written once its answer has gone, so it may follow the answer by a moment.
    await expect.poll(() => byId(unknownId)).toBeDefined();
    expect(byId(NGINX_ID)).toMatchObject({ level: "info", method: "GET", route: "/post/[id]", status: 200 });
    expect(byId(made)).toMatchObject({ route: "/post/[id]", status: 200, cache: "hit" });
    expect(byId(unknownId)).toMatchObject({ route: "/[...unknown]", status: 404 });
    for (const line of requests()) {
      expect(Object.keys(line).sort()).toEqual(
        ["cache", "level", "method", "ms", "msg", "pid", "requestId", "route", "status", "time"].sort(),
      );
      expect(new Date(line.time).toISOString()).toBe(line.time);
      expect(line.ms).toEqual(expect.any(Number));
    }
    // The request log names patterns only: no path a client made up.
    expect(site().server.output()).not.toContain("xxxxxxxxxx");
  });

  test("an id not from a trusted proxy, or not well formed, is replaced by one of the server's own", async () => {
    const { url } = site();
    for (const given of ["a\u0001b-forged", "corto", "x".repeat(200)]) {
      const response = await fetch(`${url}/team`, { headers: { "X-Request-Id": encodeURIComponent(given) } });
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test("an address holding a line break, and a boletín signup, are one request each: one line, one id", async () => {
    const { url } = site();
    const requests = () => lines().filter((line) => line.msg === "request");
    const signup: RequestInit = {
      method: "POST",
      headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "una-sola-vez@ejemplo.mx", source: "footer" }),
      redirect: "manual",
    };
    const asked: [address: string, init: RequestInit, status: number, route: string][] = [
      ["/tema/aa%0Abb", {}, 404, "/tema/[slug]"],
      ["/autor/aa%0Abb", {}, 404, "/autor/[slug]"],
      ["/post/aa%0Abb", {}, 404, "/post/[id]"],
      ["/eventos/aa%0Abb", {}, 404, "/eventos/[id]"],
      ["/boletin", signup, 303, "/boletin"],
    ];
    // Once a request of its own is logged, so is every request before it: the lines from here on are this test's.
    const sentinel = (await fetch(`${url}/team`)).headers.get("x-request-id");
    await expect.poll(() => requests().some((line) => line.requestId === sentinel)).toBe(true);
    for (const [address, init, status, route] of asked) {
      const before = requests().length;
      const answer = await fetch(`${url}${address}`, init);
      expect(answer.status, address).toBe(status);
      // Next.js's word on what proxy.ts did named the address it rewrote to.
      expect(
        [...answer.headers.keys()].filter((name) => name.startsWith("x-middleware-")),
        address,
      ).toEqual([]);
      const requestId = answer.headers.get("x-request-id")!;
      // A request that answers through another is logged after it: once its own line is there, so is any other's.
      await expect.poll(() => requests().some((line) => line.requestId === requestId)).toBe(true);
      expect(requests().slice(before), address).toEqual([expect.objectContaining({ requestId, route, status })]);
    }
  });

  test("a server function called from another site is a 403 and one line at level warn, none at error", async () => {
    const { url } = site();
    const called = {
      headers: { "Next-Action": "7f".repeat(20), "Content-Type": "text/plain;charset=UTF-8" },
      body: "[]",
    };
    // A form's multipart POST to a page, which Next.js takes for a server function sent without JavaScript.
    const form = new FormData();
    form.set("correo", "lector@example.com");
    const posted = { headers: {}, body: form };
    for (const [address, origin, { headers, body }] of [
      ["/", "https://evil.example", called],
      ["/createPost", "https://evil.example", called],
      ["/post/cualquiera", "null", called],
      ["/", "https://evil.example", posted],
      ["/post/cualquiera", "https://evil.example", posted],
      ["/login", "null", posted],
      ["/ruta/que/no/existe", "https://evil.example", posted],
    ] as const) {
      const answer = await fetch(`${url}${address}`, { method: "POST", headers: { Origin: origin, ...headers }, body });
      expect(answer.status, address).toBe(403);
      expect((await answer.json()).error.code).toBe("forbidden");
      const requestId = answer.headers.get("x-request-id")!;
      await expect
        .poll(() => lines().some((line) => line.requestId === requestId && line.msg === "request"))
        .toBe(true);
      expect(lines().filter((line) => line.requestId === requestId)).toEqual([
        expect.objectContaining({
          level: "warn",
          msg: "A server function was called from another site: refused",
          origin,
        }),
        expect.objectContaining({ level: "info", msg: "request", method: "POST", status: 403 }),
      ]);
    }
    expect(lines().filter((line) => line.level === "error" && JSON.stringify(line).includes("Server Action"))).toEqual(
      [],
    );
    // A route handler takes its own: the API's upload answers that it needs its credentials.
    const upload = await fetch(`${url}/edmNews/media`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: form,
    });
    expect(upload.status).toBe(401);
  });

  test("a server error is logged once, with its stack, under the request's id", async () => {
    const { url, databaseFile } = site();
    const id = "nota-danada-registro";
    storeUnreadablePost(databaseFile, id);
    const failed = await fetch(`${url}/post/${id}`);
    expect(failed.status).toBe(500);
    const requestId = failed.headers.get("x-request-id")!;
    await expect.poll(() => lines().some((line) => line.requestId === requestId && line.msg === "request")).toBe(true);
    const errors = lines().filter((line) => line.level === "error" && JSON.stringify(line).includes("DataMapperError"));
    expect(errors).toHaveLength(1);
    expect(errors[0].requestId).toBe(requestId);
    expect((errors[0].err as { stack: string }).stack).toMatch(/DataMapperError/);
  });

  test("holds no password, cookie, token, Authorization header, client address or search", async () => {
    const { url, folder } = site();
    const client = { "X-Forwarded-For": CLIENT };
    const wrong = await fetch(`${url}/session`, {
      method: "POST",
      headers: { ...client, "Content-Type": "application/json", Origin: url },
      body: JSON.stringify({ email: e2eCredentials.adminEmail, password: WRONG_PASSWORD }),
    });
    expect(wrong.status).toBe(401);
    const signIn = await fetch(`${url}/session`, {
      method: "POST",
      headers: { ...client, "Content-Type": "application/json", Origin: url },
      body: JSON.stringify({ email: e2eCredentials.adminEmail, password: e2eCredentials.adminPassword }),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    expect(cookies.length).toBeGreaterThan(0);
    expect((await fetch(`${url}/editor`, { headers: { ...client, Cookie: cookies.join("; ") } })).status).toBe(200);
    expect((await fetch(`${url}/edmNews`, { headers: { ...client, Authorization: apiAuthorization } })).status).toBe(
      200,
    );
    expect((await fetch(`${url}/buscar?q=${SEARCH}`, { headers: client })).status).toBe(200);

    const signup = await fetch(`${url}/boletin`, {
      method: "POST",
      headers: { ...client, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: READER, source: "footer" }),
      redirect: "manual",
    });
    expect(signup.status).toBe(303);
    const outbox = path.join(folder, "outbox");
    await expect.poll(() => fs.existsSync(outbox) && fs.readdirSync(outbox).length).toBeGreaterThan(0);
    const [file] = fs.readdirSync(outbox);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const token = new URL(/https?:\/\/\S+\/boletin\/confirmar\?token=\S+/.exec(mail.text ?? "")![0]).searchParams.get(
      "token",
    )!;
    expect((await fetch(`${url}/boletin/confirmar?token=${token}`, { headers: client })).status).toBe(200);

    await expect.poll(() => lines().filter((line) => line.route === "/boletin/confirmar").length).toBe(1);
    const output = site().server.output();
    const secrets = {
      "the editor's password": e2eCredentials.adminPassword,
      "a wrong password": WRONG_PASSWORD,
      "the API password": e2eCredentials.apiPassword,
      "the session secret": e2eCredentials.sessionSecret,
      "the Authorization header": apiAuthorization.split(" ")[1],
      "the confirmation token": token,
      "the reader's address": READER,
      "the client's address": CLIENT,
      "the search": SEARCH,
      ...Object.fromEntries(cookies.map((cookie, index) => [`cookie ${index}`, cookie.split("=")[1]])),
    };
    for (const [what, secret] of Object.entries(secrets)) expect(output, what).not.toContain(secret);
  });
});
