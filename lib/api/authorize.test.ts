import { deviceCookieName, sessionCookieName } from "../auth/cookie";
import { newDevice } from "../auth/device";
import { publishingTokenFor } from "../auth/publishing-token";
import { PUBLISHING_TOKEN_HEADER } from "../editor-credential-names";
import { deleteSession } from "../auth/session";
import { requirePublisherWith } from "./authorize";
import { ApiError } from "../http/api-error";
import { administradorSession, firstAdministradorId } from "@/scripts/testing/administrador-session";

const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** From a client of this file's own, so other files' guesses at the API's credentials do not bind it. */
function publish(headers: Record<string, string>): Request {
  return new Request(`${SITE}/edmNews/createNews`, {
    method: "POST",
    headers: { "x-forwarded-for": "198.51.100.200", ...headers },
  });
}

async function status(request: Request): Promise<number> {
  try {
    await requirePublisherWith(request, "write");
    return 200;
  } catch (error) {
    return (error as ApiError).status;
  }
}

describe("who may publish", () => {
  test("the API's Basic credentials, from anywhere", async () => {
    const authorization = basic(process.env.API_USER!, process.env.API_PASSWORD!);
    expect(await status(publish({ authorization, origin: "https://evil.example" }))).toBe(200);
    // Another user name: the guessing tests of basic-auth.test.ts may hold the real one locked.
    expect(await status(publish({ authorization: basic("not-the-api-user", "wrong") }))).toBe(401);
  });

  /** An editor's browser: session and device cookies, and the token /createPost gave it. */
  async function editor() {
    const token = await administradorSession();
    const device = newDevice();
    const cookie = `other=1; ${sessionCookieName()}=${token}; ${deviceCookieName()}=${device}`;
    return { token, cookie, [PUBLISHING_TOKEN_HEADER]: publishingTokenFor(device)! };
  }

  test("an editor session from the site's own pages with the publishing token, and only while it lives", async () => {
    const { token, ...headers } = await editor();
    expect(await status(publish({ ...headers, origin: SITE }))).toBe(200);
    expect(await status(publish({ ...headers, "sec-fetch-site": "same-origin" }))).toBe(200);
    await deleteSession(token);
    expect(await status(publish({ ...headers, origin: SITE }))).toBe(401);
  });

  test("names who publishes, for the revisions: the door (the Basic user name, or the session's e-mail), the person and their role", async () => {
    const authorization = basic(process.env.API_USER!, process.env.API_PASSWORD!);
    const savedById = await firstAdministradorId();
    const role = "administrador";
    expect(await requirePublisherWith(publish({ authorization }), "write")).toEqual({
      publisher: { savedBy: process.env.API_USER, savedById, role },
    });
    const { token: _token, ...headers } = await editor();
    expect(await requirePublisherWith(publish({ ...headers, origin: SITE }), "write")).toEqual({
      publisher: { savedBy: process.env.ADMIN_EMAIL, savedById, role },
      session: { factorSetup: false, signedInAt: expect.any(Date) },
    });
  });

  test("a session without the publishing token, or with another browser's, is forbidden", async () => {
    const { token: _token, ...headers } = await editor();
    const { cookie } = headers;
    const otherBrowsers = publishingTokenFor(newDevice())!;
    expect(await status(publish({ cookie, origin: SITE }))).toBe(403);
    expect(await status(publish({ cookie, origin: SITE, [PUBLISHING_TOKEN_HEADER]: otherBrowsers }))).toBe(403);
    expect(await status(publish({ cookie, origin: SITE, [PUBLISHING_TOKEN_HEADER]: "" }))).toBe(403);
    const forged = `${cookie.split(deviceCookieName())[0]}${deviceCookieName()}=forged.signature`;
    expect(await status(publish({ ...headers, cookie: forged, origin: SITE }))).toBe(403);
  });

  test("a session sent from another origin is forbidden, nothing at all is unauthorized", async () => {
    const { token: _token, ...headers } = await editor();
    expect(await status(publish({ ...headers, origin: "https://evil.example" }))).toBe(403);
    expect(await status(publish({ ...headers, origin: "null" }))).toBe(403);
    expect(await status(publish({ ...headers }))).toBe(403);
    expect(await status(publish({ origin: SITE }))).toBe(401);
  });

  test("a browser's unauthenticated fetch is not challenged for Basic, which would open a password dialog", async () => {
    const challenge = async (headers: Record<string, string>) => {
      const error = await requirePublisherWith(publish(headers), "write").catch((e: ApiError) => e);
      return (error as ApiError).headers?.["WWW-Authenticate"];
    };
    expect(await challenge({ origin: SITE, "sec-fetch-mode": "cors" })).toMatch(/^Session /);
    expect(await challenge({})).toMatch(/^Basic /);
    expect(await challenge({ authorization: basic("someone", "wrong"), "sec-fetch-mode": "cors" })).toMatch(/^Basic /);
  });
});
