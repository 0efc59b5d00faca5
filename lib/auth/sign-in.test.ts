import { ApiError } from "../api/errors";
import { isLiveSession } from "./session";
import { signIn, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from "./sign-in";

const email = process.env.ADMIN_EMAIL!;
const password = process.env.ADMIN_PASSWORD!;

async function refusal(attempt: Promise<unknown>): Promise<ApiError> {
  const error = await attempt.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error("expected the sign-in to be refused");
  return error;
}

describe("signing in", () => {
  test("the right pair answers a live session, a new one every time", async () => {
    const first = await signIn({ email, password, client: "192.0.2.50" });
    const second = await signIn({ email, password, client: "192.0.2.50" });
    expect(second).not.toBe(first);
    await expect(isLiveSession(first)).resolves.toBe(true);
    await expect(isLiveSession(second)).resolves.toBe(true);
  });

  test("a wrong e-mail and a wrong password get the same answer", async () => {
    const wrongEmail = await refusal(signIn({ email: "x@example.mx", password, client: "192.0.2.51" }));
    const wrongPassword = await refusal(signIn({ email, password: "nope", client: "192.0.2.52" }));
    for (const error of [wrongEmail, wrongPassword]) {
      expect([error.status, error.code, error.message, error.headers]).toEqual([401, "unauthorized", WRONG_CREDENTIALS, undefined]);
    }
  });

  test("after the free and slowed attempts the client is refused with Retry-After", async () => {
    const client = "192.0.2.60";
    for (let i = 0; i < 6; i++) await refusal(signIn({ email: `sign-in-guess-${i}@example.mx`, password: "x", client }));
    const locked = await refusal(signIn({ email, password, client }));
    expect(locked.status).toBe(429);
    expect(locked.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(locked.headers?.["Retry-After"])).toBeGreaterThan(50);
  });
});
