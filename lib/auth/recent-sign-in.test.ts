import { createSession } from "./session";
import { RECENT_SIGN_IN_MS, requireRecentSignIn } from "./recent-sign-in";
import { deviceCookieName, sessionCookieName } from "./cookie";
import { newDevice } from "./device";
import { publishingTokenFor } from "./publishing-token";
import { PUBLISHING_TOKEN_HEADER } from "../editor-credential-names";
import { db } from "../db";
import { ApiError } from "../http/api-error";
import { activePerson, routeCaller, SITE } from "@/scripts/testing/route-calls";
import { POST as createKey } from "@/app/edmNews/keys/route";
import { POST as beginTotp } from "@/app/edmNews/account/totp/route";
import { POST as passkeyOptions } from "@/app/edmNews/account/passkeys/options/route";
import { PATCH as rename } from "@/app/edmNews/account/route";

jest.mock("next/cache", () => jest.requireActual("@/scripts/testing/next-route-stubs").nextCache);

const call = routeCaller("198.51.103");

/** An editor's browser whose sign-in was `ago` milliseconds back. */
async function signedInAgo(accountId: string, ago: number) {
  const device = newDevice();
  const token = await createSession(accountId, new Date(Date.now() - ago));
  return {
    cookie: `${sessionCookieName()}=${token}; ${deviceCookieName()}=${device}`,
    [PUBLISHING_TOKEN_HEADER]: publishingTokenFor(device)!,
    origin: SITE,
  };
}

describe("a change of how a person signs in, or a new API key", () => {
  test("needs a sign-in of the last 15 minutes; other changes of the account do not", async () => {
    const eva = await activePerson("editor");
    const stale = await signedInAgo(eva.id, RECENT_SIGN_IN_MS + 60_000);
    const refusals = [
      await createKey(call("POST", "/edmNews/keys", stale, { name: "Script" }), undefined),
      await beginTotp(call("POST", "/edmNews/account/totp", stale), undefined),
      await passkeyOptions(call("POST", "/edmNews/account/passkeys/options", stale), undefined),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toMatch(/^Session /);
      expect((await refused.json()).error.message).toMatch(/Sign in again/);
    }
    expect(await db.apiKey.count({ where: { accountId: eva.id } })).toBe(0);
    expect(await db.totp.count({ where: { accountId: eva.id } })).toBe(0);
    expect((await rename(call("PATCH", "/edmNews/account", stale, { name: "Eva" }), undefined)).status).toBe(200);

    const fresh = await signedInAgo(eva.id, RECENT_SIGN_IN_MS - 60_000);
    expect((await createKey(call("POST", "/edmNews/keys", fresh, { name: "Script" }), undefined)).status).toBe(201);
    expect((await beginTotp(call("POST", "/edmNews/account/totp", fresh), undefined)).status).toBe(201);
  });

  test("reads the session once: the check takes its sign-in time from the route's own reading", async () => {
    const eva = await activePerson("editor");
    const fresh = await signedInAgo(eva.id, 60_000);
    const reads = jest.spyOn(db.editorSession, "findUnique");
    try {
      expect((await beginTotp(call("POST", "/edmNews/account/totp", fresh), undefined)).status).toBe(201);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  test("counts from the sign-in up to 15 minutes, exclusive; a caller without a session never passes", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    const session = (ago: number) => ({ signedInAt: new Date(now.getTime() - ago) });
    expect(() => requireRecentSignIn(session(RECENT_SIGN_IN_MS - 1), now)).not.toThrow();
    expect(() => requireRecentSignIn(session(RECENT_SIGN_IN_MS), now)).toThrow(ApiError);
    expect(() => requireRecentSignIn(undefined, now)).toThrow(ApiError);
  });
});
