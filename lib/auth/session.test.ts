import { db } from "../db";
import { createSession, deleteSession, isLiveSession, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "./session";

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60 * 1000;

describe("editor sessions", () => {
  test("a new session is a 256-bit random token whose clear text is not stored", async () => {
    const start = new Date();
    const token = await createSession(start);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(await createSession(start)).not.toBe(token);
    const stored = await db.editorSession.findMany();
    expect(stored.some((session) => session.tokenHash === token)).toBe(false);
    await expect(isLiveSession(token, start)).resolves.toBe(true);
  });

  test("an unknown or missing token is no session", async () => {
    await expect(isLiveSession("not-a-token")).resolves.toBe(false);
    await expect(isLiveSession(undefined)).resolves.toBe(false);
  });

  test("logout deletes the session, so the same cookie is refused afterwards", async () => {
    const token = await createSession();
    await deleteSession(token);
    await expect(isLiveSession(token)).resolves.toBe(false);
  });

  test("a session idle for longer than the idle limit expires", async () => {
    const start = new Date();
    const token = await createSession(start);
    await expect(isLiveSession(token, at(start, SESSION_IDLE_MS - MINUTE))).resolves.toBe(true);
    await expect(isLiveSession(token, at(start, 2 * SESSION_IDLE_MS - 2 * MINUTE))).resolves.toBe(true);
    await expect(isLiveSession(token, at(start, 3 * SESSION_IDLE_MS))).resolves.toBe(false);
    await expect(isLiveSession(token, at(start, 2 * SESSION_IDLE_MS - 2 * MINUTE))).resolves.toBe(false);
  });

  test("activity does not stretch a session past its absolute lifetime", async () => {
    const start = new Date();
    const token = await createSession(start);
    for (let elapsed = 0; elapsed < SESSION_LIFETIME_MS; elapsed += SESSION_IDLE_MS / 2) {
      await expect(isLiveSession(token, at(start, elapsed))).resolves.toBe(true);
    }
    await expect(isLiveSession(token, at(start, SESSION_LIFETIME_MS))).resolves.toBe(false);
  });
});

describe("a change of the editor's credentials", () => {
  /** A process started with ADMIN_PASSWORD (or ADMIN_EMAIL) set to another value. */
  async function underCredentials<T>(
    change: Record<string, string>,
    run: (session: typeof import("./session")) => Promise<T>,
  ) {
    const saved = { ...process.env };
    Object.assign(process.env, change);
    try {
      let result: T | undefined;
      await jest.isolateModulesAsync(async () => {
        const session = await import("./session");
        const { db } = await import("../db");
        result = await run(session);
        await db.$disconnect();
      });
      return result as T;
    } finally {
      process.env = saved;
    }
  }

  test("ends every session made with the old password or e-mail", async () => {
    const token = await createSession();
    await expect(isLiveSession(token)).resolves.toBe(true);
    const newPassword = { ADMIN_PASSWORD: "a-completely-new-admin-password" };
    await expect(underCredentials(newPassword, (session) => session.isLiveSession(token))).resolves.toBe(false);
    await expect(
      underCredentials({ ADMIN_EMAIL: "another@example.mx" }, (session) => session.isLiveSession(token)),
    ).resolves.toBe(false);

    const madeUnderNew = await underCredentials(newPassword, (session) => session.createSession());
    await expect(underCredentials(newPassword, (session) => session.isLiveSession(madeUnderNew))).resolves.toBe(true);
    await expect(isLiveSession(madeUnderNew)).resolves.toBe(false);
  });
});
