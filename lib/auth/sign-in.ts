import { z } from "zod";
import { ApiError } from "../api/errors";
import { isAdmin } from "./admin";
import { createSession } from "./session";
import { beginAttempt, forgetFailures, throttleKeys } from "./throttle";

export const WRONG_CREDENTIALS = "Credenciales incorrectas";
export const TOO_MANY_ATTEMPTS = "Demasiados intentos. Intenta más tarde.";

/** The e-mail is plain text on purpose (the specification's form does not validate it as an address). */
export const signInSchema = z.object({
  email: z.string({ error: "is required and must be text" }).trim().min(1, "must not be empty").max(320),
  password: z.string({ error: "is required and must be text" }).min(1, "must not be empty").max(1024),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks the editor's credentials under the throttle and answers a new session token. */
export async function signIn(input: { email: string; password: string; client: string }): Promise<string> {
  const keys = throttleKeys(input.client, input.email);
  const attempt = await beginAttempt(keys);
  if (!attempt.allowed) {
    throw new ApiError(429, "too_many_requests", TOO_MANY_ATTEMPTS, undefined, {
      "Retry-After": String(attempt.retryAfterSeconds),
    });
  }
  if (attempt.delayMs > 0) await pause(attempt.delayMs);
  // One answer for a wrong e-mail and a wrong password; no WWW-Authenticate, so no browser dialog.
  if (!(await isAdmin(input.email, input.password))) throw new ApiError(401, "unauthorized", WRONG_CREDENTIALS);
  await forgetFailures(keys);
  return createSession();
}
