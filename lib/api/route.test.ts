import { z } from "@/lib/zod";
import { ApiError } from "../http/api-error";
import { captureLog, type CapturedLog } from "../../scripts/testing/captured-log";
import { apiRoute } from "./route";

const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;
const READER = `Basic ${Buffer.from(`${process.env.API_USER}:${process.env.API_PASSWORD}`).toString("base64")}`;
let unique = 0;

/** From a client of this file's own, so the throttle's counts elsewhere do not bind it. */
function call(headers: Record<string, string>, body?: string, method = body === undefined ? "GET" : "PATCH"): Request {
  const client = { "x-forwarded-for": `198.51.100.${100 + ++unique}` };
  return new Request(`${SITE}/edmNews/test`, { method, headers: { ...client, ...headers }, body });
}

const json = { "content-type": "application/json" };
// PATCH /edmNews/[id] is a publisher's (the API's Basic key acts as the first Administrador), GET /edmNews a reader's.
const echo = apiRoute(
  { route: "/edmNews/[id]", body: z.object({ name: z.string().trim().min(1) }) },
  async ({ body }) => Response.json({ hello: body.name }),
);

describe("an API route handler", () => {
  let log: CapturedLog;
  beforeEach(() => (log = captureLog()));
  afterEach(() => log.restore());

  it("checks the caller before it reads the body", async () => {
    const response = await echo(call({ "content-type": "text/plain" }, "not json"), undefined);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Basic /);
  });

  it("hands the handler the validated body, and no answer is cached", async () => {
    const response = await echo(call({ ...json, authorization: READER }, '{"name": "  Ana  "}'), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: "Ana" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a bad body with 400, naming each field with its code, and never runs the handler", async () => {
    const handler = jest.fn(async () => new Response());
    const route = apiRoute({ route: "/edmNews/[id]", body: z.object({ name: z.string().min(1) }) }, handler);
    const response = await route(call({ ...json, authorization: READER }, '{"name": ""}'), undefined);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "validation", fieldCodes: { name: "required" } });
    expect((await route(call({ authorization: READER }, "{}"), undefined)).status).toBe(415);
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers what the handler throws with the API's error shape, and nothing internal for the unexpected", async () => {
    const missing = apiRoute({ route: "/edmNews" }, async () => {
      throw new ApiError("not_found", "No post has that id.");
    });
    const broken = apiRoute({ route: "/edmNews" }, async () => {
      throw new Error("/srv/data/edm.db is gone");
    });
    const notFound = await missing(call({ authorization: READER }), undefined);
    expect([notFound.status, (await notFound.json()).error.code]).toEqual([404, "not_found"]);
    const internal = await broken(call({ authorization: READER }), undefined);
    expect(internal.status).toBe(500);
    expect(await internal.text()).not.toContain("/srv");
  });

  it("takes the route's context, and keeps the session routes to this site's own pages", async () => {
    const route = apiRoute(
      { route: "/session" },
      async ({ context }: { context: { params: Promise<{ id: string }> } }) => Response.json(await context.params),
    );
    const context = { params: Promise.resolve({ id: "edc" }) };
    expect(await (await route(call({ origin: SITE }, undefined, "POST"), context)).json()).toEqual({ id: "edc" });
    expect((await route(call({ origin: "https://evil.example" }, undefined, "POST"), context)).status).toBe(403);
  });

  it("answers a method its rules do not name with a 500, and runs nothing", async () => {
    const handler = jest.fn(async () => new Response());
    const route = apiRoute({ route: "/edmNews" }, handler);
    const response = await route(call({ authorization: READER }, undefined, "DELETE"), undefined);
    expect(response.status).toBe(500);
    expect(handler).not.toHaveBeenCalled();
  });
});
