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
