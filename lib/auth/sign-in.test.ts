import { apiCaller } from "../api/basic-auth";
import { ApiError } from "../http/api-error";
import { randomUUID } from "node:crypto";
import { db } from "../db";
import { firstAdministradorId } from "@/scripts/testing/administrador-session";
import { hashPassword } from "./password";
import { verifiedDevice } from "./device";
import { MAX_HASHES_IN_FLIGHT, MAX_HASHES_WAITING } from "./hash-slots";
import { liveSession, isLiveSession } from "./session";
import { signIn, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from "./sign-in";
import { throttleKey } from "./throttle";
import { scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";

const email = process.env.ADMIN_EMAIL!;
const password = process.env.ADMIN_PASSWORD!;
let unique = 0;
const newClient = () => `203.0.113.${++unique}`;

// Every test starts with no failed sign-in on record, whichever ran before it in this file's database.
beforeEach(async () => {
  await db.loginThrottle.deleteMany();
  await db.failedSignIns.deleteMany();
});

async function refusal(attempt: Promise<unknown>): Promise<ApiError> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error("expected the sign-in to be refused");
  return error;
}

describe("signing in", () => {
  test("the right pair answers a live session and a signed device cookie, new ones every time", async () => {
    const first = await signIn({ email, password, client: "192.0.2.50" });
    const second = await signIn({ email, password, client: "192.0.2.50" });
    expect(second.token).not.toBe(first.token);
    expect(second.device).not.toBe(first.device);
    await expect(isLiveSession(first.token)).resolves.toBe(true);
    await expect(isLiveSession(second.token)).resolves.toBe(true);
    expect(verifiedDevice(first.device)).toBe(first.device.split(".")[0]);
    expect(verifiedDevice(`${first.device.split(".")[0]}.forged`)).toBeNull();
    expect(verifiedDevice(`other.${first.device.split(".")[1]}`)).toBeNull();
  });

  test("a wrong e-mail and a wrong password get the same answer", async () => {
    const wrongEmail = await refusal(signIn({ email: "x@example.mx", password, client: "192.0.2.51" }));
    const wrongPassword = await refusal(signIn({ email, password: "nope", client: "192.0.2.52" }));
    for (const error of [wrongEmail, wrongPassword]) {
      expect([error.status, error.code, error.message, error.headers]).toEqual([
        401,
        "unauthorized",
        WRONG_CREDENTIALS,
        undefined,
      ]);
    }
  });

  test("against Account: the session names the account, and the sign-in is its last", async () => {
    const before = new Date();
    const { token } = await signIn({ email: ` ${email.toUpperCase()} `, password, client: newClient() });
    const id = await firstAdministradorId();
    await expect(liveSession(token)).resolves.toMatchObject({ account: { id, email, role: "administrador" } });
    const { lastSignInAt } = await db.account.findUniqueOrThrow({ where: { id } });
    expect(lastSignInAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  test("a deactivated account and an unknown address get the wrong password's answer", async () => {
    const id = randomUUID();
    const address = `baja-${id}@example.mx`;
    const passwordHash = await hashPassword("la contraseña de antes");
    await db.account.create({
      data: { id, email: address, name: "Baja", role: "editor", status: "active", passwordHash },
    });
    await expect(
      signIn({ email: address, password: "la contraseña de antes", client: newClient() }),
    ).resolves.toHaveProperty("token");
    await db.account.update({ where: { id }, data: { status: "deactivated" } });
    const answers = [
      await refusal(signIn({ email: address, password: "la contraseña de antes", client: newClient() })),
      await refusal(signIn({ email: `nadie-${id}@example.mx`, password: "x", client: newClient() })),
      await refusal(signIn({ email, password: "not the password", client: newClient() })),
    ];
    for (const error of answers) {
      expect([error.status, error.code, error.message, error.headers]).toEqual([
        401,
        "unauthorized",
        WRONG_CREDENTIALS,
        undefined,
      ]);
    }
  });

  test("after the free and slowed attempts the client is refused with Retry-After", async () => {
    const client = "192.0.2.60";
    const refusals = async () => valueOf(await scrapeHere(), "edm_throttle_refusals_total", { limit: "login" });
    for (let i = 0; i < 6; i++)
      await refusal(signIn({ email: `sign-in-guess-${i}@example.mx`, password: "x", client }));
    const before = await refusals();
    const locked = await refusal(signIn({ email, password, client }));
    expect(await refusals()).toBe(before + 1);
    expect(locked.status).toBe(429);
    expect(locked.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(locked.headers?.["Retry-After"])).toBeGreaterThan(50);
  });

  test("a sign-in past the hashes in flight is refused with 503 before it is counted", async () => {
    const admitted = MAX_HASHES_IN_FLIGHT + MAX_HASHES_WAITING;
    const attempts = Array.from({ length: admitted + 1 }, (_, i) =>
      signIn({ email: `flood-${i}@example.mx`, password: "x", client: `192.0.2.${70 + i}` }).catch((e: ApiError) => e),
    );
    const answers = (await Promise.all(attempts)) as ApiError[];
    expect(answers.map((answer) => answer.status)).toEqual([...Array(admitted).fill(401), 503]);
    expect(answers.at(-1)!.headers).toEqual({ "Retry-After": "1" });
    const rowOf = (client: string) => db.loginThrottle.findUnique({ where: { key: throttleKey("client", client) } });
    await expect(rowOf("192.0.2.70")).resolves.toMatchObject({ failures: 1 });
    await expect(rowOf(`192.0.2.${70 + admitted}`)).resolves.toBeNull();
  });
});

/** A browser that has signed in before: the device cookie it was given. */
const signedInDevice = async () => (await signIn({ email, password, client: newClient() })).device;

describe("an account under attack", () => {
  test("the editor sees how many attempts failed since the last sign-in, and the count starts again", async () => {
    const device = await signedInDevice();
    for (let i = 0; i < 3; i++) await refusal(signIn({ email, password: `guess-${i}`, client: newClient() }));
    await refusal(signIn({ email: "someone-else@example.mx", password: "guess", client: newClient() }));
    const { token } = await signIn({ email: ` ${email.toUpperCase()}`, password, client: newClient() });
    await expect(liveSession(token)).resolves.toMatchObject({ failedSignInsBefore: 3 });
    const next = await signIn({ email, password, client: newClient(), device });
    await expect(liveSession(next.token)).resolves.toMatchObject({ failedSignInsBefore: 0 });
    expect(next.device).toBe(device);
  });

  test("guesses from many clients lock the account for everyone but a browser that signed in before", async () => {
    const device = await signedInDevice();
    let guesses = 0;
    while (
      (await refusal(signIn({ email, password: `guess-${guesses}`, client: newClient() }))).status !== 429 &&
      guesses < 10
    ) {
      guesses++;
    }
    expect(guesses).toBeLessThanOrEqual(6);
    const stranger = await refusal(signIn({ email, password, client: newClient() }));
    expect(stranger.status).toBe(429);

    const editor = await signIn({ email, password, client: newClient(), device });
    await expect(liveSession(editor.token)).resolves.toMatchObject({ failedSignInsBefore: guesses + 2 });
    expect((await refusal(signIn({ email, password, client: newClient() }))).status).toBe(429);
  });

  test("failures with a device cookie lock that device only, not the account", async () => {
    const mine = await signedInDevice();
    const other = await signedInDevice();
    const accountFailures = () => db.loginThrottle.findUnique({ where: { key: throttleKey("account", email) } });
    const before = await accountFailures();
    const client = newClient();
    let failures = 0;
    while ((await refusal(signIn({ email, password: "typo", client, device: mine }))).status !== 429 && failures < 10) {
      failures++;
    }
    expect(failures).toBe(6);
    expect((await refusal(signIn({ email, password, client, device: mine }))).status).toBe(429);
    expect((await accountFailures())?.failures).toBe(before?.failures);
    await expect(signIn({ email, password, client, device: other })).resolves.toHaveProperty("token");
  });

  test("while unknown browsers fill the hash slot, a browser that signed in before still gets in", async () => {
    const device = await signedInDevice();
    const stranger = (name: string) =>
      signIn({ email: `${name}@example.mx`, password: "x", client: newClient() }).catch((e: ApiError) => e.status);
    const flood = Array.from({ length: MAX_HASHES_IN_FLIGHT + MAX_HASHES_WAITING + 1 }, (_, i) =>
      stranger(`flood-x${i}`),
    );
    const answers = await Promise.all([
      ...flood,
      signIn({ email, password, client: newClient(), device }).then(() => "signed in"),
    ]);
    expect(answers.at(-2)).toBe(503);
    expect(answers.at(-1)).toBe("signed in");
  });
});

describe("the login beside the API", () => {
  test("signs the editor in from an address whose guesses at the API's password are locked", async () => {
    const client = newClient();
    const basic = `Basic ${Buffer.from(`${process.env.API_USER}:wrong`).toString("base64")}`;
    const headers = { authorization: basic, "x-forwarded-for": client };
    const guess = () =>
      apiCaller(new Request("http://localhost/edmNews", { headers })).catch((error: ApiError) => error.status);
    const guesses = [];
    while (guesses.length < 10 && guesses.at(-1) !== 429) guesses.push(await guess());
    expect(guesses.at(-1)).toBe(429);

    await expect(signIn({ email, password, client })).resolves.toHaveProperty("token");
  });
});
