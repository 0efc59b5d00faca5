import fc from "fast-check";
import { expect, test } from "../support/test";
import { aPost } from "../../scripts/testing/post-fixture";
import { apiAuthorization, e2eCredentials } from "../support/environment";
import { faultSuite, storedIds, useFaultSite } from "./support/fault-site";

const RUNS = 200;
/** 429: guesses at the API's password lock the user name (and their client) for a while. */
const API_STATUSES = [200, 201, 400, 401, 404, 409, 413, 415, 429];

/** Each request from a client of its own, so the guesses lock neither the checks' client nor each other. */
let requests = 0;
const ownClient = () => ({ "X-Forwarded-For": `198.18.${Math.floor(++requests / 250) % 250}.${requests % 250}` });

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

const authorization = fc.oneof(
  fc.constant(apiAuthorization),
  fc.constant(apiAuthorization),
  fc.constant(undefined),
  fc.string().map((password) => basic(e2eCredentials.apiUser, password)),
  // Any printable header value: control characters could not be sent by any HTTP client.
  fc.string({ unit: "binary-ascii" }).map((text) => text.replace(/[\x00-\x1f\x7f]/g, "")),
);

const contentType = fc.oneof(
  fc.constant("application/json"),
  fc.constant("application/json; charset=utf-8"),
  fc.constantFrom("application/ld+json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""),
  fc.string({ unit: "grapheme-ascii" }),
);

/** Posts that are almost right, so validation, not just parsing, gets exercised. */
const nearlyAPost = fc
  .record(
    {
      id: fc.oneof(fc.string(), fc.stringMatching(/^[a-z0-9-]{1,130}$/), fc.anything()),
      title: fc.oneof(fc.string(), fc.anything()),
      description: fc.string(),
      introduction: fc.string(),
      climax: fc.string(),
      conclusion: fc.string(),
      author: fc.string(),
      image: fc.oneof(fc.webUrl(), fc.string()),
      date: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        fc.string(),
      ),
    },
    { requiredKeys: [] },
  )
  .map((fields) => ({ ...aPost(), ...fields }));

const body = fc.oneof(
  nearlyAPost.map((post) => JSON.stringify(post)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(JSON.stringify({ ...aPost(), introduction: "x".repeat(70 * 1024) })),
);

test.describe("hostile input against the API", faultSuite, () => {
  const site = useFaultSite("fuzz");

  test("POST /edmNews/createNews: only documented statuses, nothing stored unless 201", async () => {
    test.setTimeout(180_000);
    const before = new Set(await storedIds(site()));
    let created = 0;
    await fc.assert(
      fc.asyncProperty(body, contentType, authorization, async (payload, type, auth) => {
        const headers: Record<string, string> = { "Content-Type": type, ...ownClient() };
        if (auth !== undefined) headers.Authorization = auth;
        const response = await fetch(`${site().url}/edmNews/createNews`, { method: "POST", headers, body: payload });
        const status = response.status;
        await response.arrayBuffer();
        expect(API_STATUSES).toContain(status);
        if (status === 201) created++;
        const id = typeof payload === "string" ? idOf(payload) : undefined;
        if (status !== 201 && status !== 409 && id && !before.has(id)) {
          const check = await fetch(`${site().url}/edmNews/${encodeURIComponent(id)}`, {
            headers: { Authorization: apiAuthorization },
          });
          expect(check.status, `a ${status} must store nothing`).toBe(404);
        }
      }),
      { numRuns: RUNS },
    );
    expect((await storedIds(site())).length).toBe(before.size + created);
  });

  test("GET /edmNews/{id} and /post/{id}: any id gets 200, 400, 401 or 404, never a 5xx", async () => {
    test.setTimeout(180_000);
    const segment = fc.oneof(
      fc.string().map(encodeURIComponent),
      fc.string({ unit: "grapheme" }).map(encodeURIComponent),
      fc.stringMatching(/^[a-z0-9%._~-]{1,40}$/),
    );
    await fc.assert(
      fc.asyncProperty(segment, authorization, async (id, auth) => {
        const api = await fetch(`${site().url}/edmNews/${id}`, {
          headers: { ...ownClient(), ...(auth ? { Authorization: auth } : {}) },
        });
        await api.arrayBuffer();
        expect([200, 400, 401, 404, 429]).toContain(api.status);
        const page = await fetch(`${site().url}/post/${id}`);
        await page.arrayBuffer();
        expect([200, 400, 404]).toContain(page.status);
      }),
      { numRuns: RUNS },
    );
  });

  test("GET /edmNews?limit=&offset=: any query gets 200, 400 or 401, never a 5xx", async () => {
    const value = fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String));
    await fc.assert(
      fc.asyncProperty(value, value, authorization, async (limit, offset, auth) => {
        const query = new URLSearchParams({ limit, offset });
        const response = await fetch(`${site().url}/edmNews?${query}`, {
          headers: { ...ownClient(), ...(auth ? { Authorization: auth } : {}) },
        });
        await response.arrayBuffer();
        expect([200, 400, 401, 429]).toContain(response.status);
      }),
      { numRuns: RUNS },
    );
  });
});

function idOf(payload: string): string | undefined {
  try {
    const id = (JSON.parse(payload) as { id?: unknown })?.id;
    return typeof id === "string" && id.trim() ? id.trim() : undefined;
  } catch {
    return undefined;
  }
}
