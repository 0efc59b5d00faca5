import { randomUUID } from "node:crypto";
import { db } from "../db";
import { createKey } from "../keys/api-keys";
import { keyHolder } from "../keys/key-credentials";
import { ApiError } from "../http/api-error";
import { signIn } from "../auth/sign-in";
import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";
import { apiCaller, parseBasicAuth } from "./basic-auth";

const { API_USER = "", API_PASSWORD = "" } = process.env;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const right = basic(API_USER, API_PASSWORD);
let unique = 0;
const newClient = () => `198.18.0.${++unique}`;

function call(authorization: string | null, client: string): Promise<boolean | ApiError> {
  const headers = new Headers({ "x-forwarded-for": client });
  if (authorization) headers.set("authorization", authorization);
  return apiCaller(new Request("http://localhost/edmNews", { headers })).then(
    (caller) => caller !== null,
    (error: ApiError) => error,
  );
}

const statusOf = (answer: boolean | ApiError) => (answer instanceof ApiError ? answer.status : answer);

// Every test starts with no failed attempt on record, whichever ran before it in this file's database.
beforeEach(() => db.loginThrottle.deleteMany());

describe("API Basic auth", () => {
  it("accepts the configured pair", async () => {
    expect(await call(right, newClient())).toBe(true);
  });

  it("refuses a wrong password, a wrong user, or nothing", async () => {
    expect(await call(basic(API_USER, `${API_PASSWORD}x`), newClient())).toBe(false);
    expect(await call(basic(`${API_USER}x`, API_PASSWORD), newClient())).toBe(false);
    expect(await call(null, newClient())).toBe(false);
    expect(await call("Bearer abc", newClient())).toBe(false);
  });

  it("keeps colons that belong to the password", () => {
    expect(parseBasicAuth(basic("ana", "a:b:c"))).toEqual({ user: "ana", password: "a:b:c" });
  });
});

describe("guessing the API's credentials", () => {
  it("locks the guessing client with 429 and Retry-After, then even the right pair from it", async () => {
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(statusOf(await call(basic(`guess-user-${unique}`, `guess-${i}`), client)));
    expect(answers).toEqual([false, false, false, false, false, false]);
    const refusals = async () => valueOf(await scrapeHere(), "edm_throttle_refusals_total", { limit: "api" });
    const before = await refusals();
    const locked = await call(basic(`guess-user-${unique}`, "guess-7"), client);
    expect(await refusals()).toBe(before + 1);
    expect(locked).toBeInstanceOf(ApiError);
    expect((locked as ApiError).status).toBe(429);
    expect(Number((locked as ApiError).headers?.["Retry-After"])).toBeGreaterThan(50);
    expect(statusOf(await call(right, client))).toBe(429);
  });

  it("guesses from many clients lock the user name, yet a client that never failed keeps working", async () => {
    const guesses = [];
    while (guesses.length < 10 && guesses.at(-1) !== 429) {
      guesses.push(statusOf(await call(basic(API_USER, `guess-${guesses.length}`), newClient())));
    }
    expect(guesses.length).toBe(7);
    expect(guesses.slice(0, -1).every((answer) => answer === false)).toBe(true);
    expect(guesses.at(-1)).toBe(429);

    expect(await call(right, newClient())).toBe(true);
    const clientThatFailed = newClient();
    expect(statusOf(await call(basic(API_USER, "one-typo"), clientThatFailed))).toBe(429);
    expect(statusOf(await call(right, clientThatFailed))).toBe(true);
  });
});

describe("a person's key as Basic credentials", () => {
  it("opens with its secret, and guesses at its secret lock its id like guesses at the API's password", async () => {
    const id = randomUUID();
    await db.account.create({ data: { id, email: `${id}@example.mx`, name: "Ana", role: "autor", status: "active" } });
    const key = await createKey(id, "Script");
    expect(await call(basic(key.id, key.secret), newClient())).toBe(true);
    const guesses = [];
    while (guesses.length < 10 && guesses.at(-1) !== 429) {
      guesses.push(statusOf(await call(basic(key.id, `guess-${guesses.length}`), newClient())));
    }
    expect(guesses.length).toBe(7);
    expect(guesses.at(-1)).toBe(429);
  });

  it("costs an unknown id about what a wrong secret for a real one costs", async () => {
    const id = randomUUID();
    await db.account.create({ data: { id, email: `${id}@example.mx`, name: "Ana", role: "autor", status: "active" } });
    const key = await createKey(id, "Script");
    // Interleaved, and each side's fastest run compared: a busy machine only ever adds time, so the fastest of many
    // runs is the work itself, where a median still carried the load of whatever else ran (0.46 and 2.4 were seen).
    const times: Record<"unknown" | "known", number[]> = { unknown: [], known: [] };
    const timed = async (keyId: string, into: number[], secret: string) => {
      const started = performance.now();
      await keyHolder(keyId, secret);
      into.push(performance.now() - started);
    };
    for (let i = 0; i < 41; i++) {
      await timed("pk_000000000000000000000000", times.unknown, `wrong-${i}`);
      await timed(key.id, times.known, `wrong-${i}`);
    }
    const [unknown, known] = [Math.min(...times.unknown), Math.min(...times.known)];
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });
});

describe("the API beside the editor's login", () => {
  it("keeps answering the right pair from an address whose login attempts are locked", async () => {
    const client = newClient();
    const signInStatus = (password: string) =>
      signIn({ email: process.env.ADMIN_EMAIL!, password, client }).catch((error: ApiError) => error.status);
    const logins = [];
    while (logins.length < 10 && logins.at(-1) !== 429) logins.push(await signInStatus(`guess-${logins.length}`));
    expect(logins.at(-1)).toBe(429);

    expect(await call(right, client)).toBe(true);
  });
});
