import { randomUUID } from "node:crypto";
import { db } from "../db";
import { firstAdministradorId } from "@/scripts/testing/administrador-session";
import {
  createSession,
  deleteSession,
  isLiveSession,
  liveSession,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
} from "./session";

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60 * 1000;

let administrador: string;
beforeAll(async () => {
  administrador = await firstAdministradorId();
});

describe("editor sessions", () => {
  test("a new session is a 256-bit random token whose clear text is not stored", async () => {
    const start = new Date();
    const token = await createSession(administrador, start);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(await createSession(administrador, start)).not.toBe(token);
    const stored = await db.editorSession.findMany();
    expect(stored.some((session) => session.tokenHash === token)).toBe(false);
    await expect(isLiveSession(token, start)).resolves.toBe(true);
  });

  test("an unknown or missing token is no session", async () => {
    await expect(isLiveSession("not-a-token")).resolves.toBe(false);
    await expect(isLiveSession(undefined)).resolves.toBe(false);
  });

  test("logout deletes the session, so the same cookie is refused afterwards", async () => {
    const token = await createSession(administrador);
    await deleteSession(token);
    await expect(isLiveSession(token)).resolves.toBe(false);
  });

  test("a session idle for longer than the idle limit expires", async () => {
    const start = new Date();
    const token = await createSession(administrador, start);
    await expect(isLiveSession(token, at(start, SESSION_IDLE_MS - MINUTE))).resolves.toBe(true);
    await expect(isLiveSession(token, at(start, 2 * SESSION_IDLE_MS - 2 * MINUTE))).resolves.toBe(true);
    await expect(isLiveSession(token, at(start, 3 * SESSION_IDLE_MS))).resolves.toBe(false);
    await expect(isLiveSession(token, at(start, 2 * SESSION_IDLE_MS - 2 * MINUTE))).resolves.toBe(false);
  });

  test("activity does not stretch a session past its absolute lifetime", async () => {
    const start = new Date();
    const token = await createSession(administrador, start);
    for (let elapsed = 0; elapsed < SESSION_LIFETIME_MS; elapsed += SESSION_IDLE_MS / 2) {
      await expect(isLiveSession(token, at(start, elapsed))).resolves.toBe(true);
    }
    await expect(isLiveSession(token, at(start, SESSION_LIFETIME_MS))).resolves.toBe(false);
  });
});

describe("the session's account", () => {
  const person = (status: string) =>
    db.account.create({
      data: { id: randomUUID(), email: `${randomUUID()}@example.mx`, name: "Ana", role: "autor", status },
    });

  test("a session names its account, and a sign-in is the account's last", async () => {
    const now = new Date();
    const token = await createSession(administrador, now);
    await expect(liveSession(token, now)).resolves.toEqual({
      failedSignInsBefore: 0,
      factorSetup: false,
      signedInAt: now,
      account: { id: administrador, email: process.env.ADMIN_EMAIL, role: "administrador" },
    });
    const { lastSignInAt } = await db.account.findUniqueOrThrow({ where: { id: administrador } });
    expect(lastSignInAt).toEqual(now);
  });

  test("opens nothing once its account is not active, checked on every request", async () => {
    const { id } = await person("active");
    const token = await createSession(id);
    await expect(isLiveSession(token)).resolves.toBe(true);
    await db.account.update({ where: { id }, data: { status: "deactivated" } });
    await expect(isLiveSession(token)).resolves.toBe(false);
    await db.account.update({ where: { id }, data: { status: "invited" } });
    await expect(isLiveSession(token)).resolves.toBe(false);
  });

  test("a session no account owns, as one made before the accounts upgrade ran, opens nothing", async () => {
    const token = await createSession(administrador);
    await db.editorSession.updateMany({ where: { accountId: administrador }, data: { accountId: null } });
    await expect(isLiveSession(token)).resolves.toBe(false);
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
    const token = await createSession(administrador);
    await expect(isLiveSession(token)).resolves.toBe(true);
    const newPassword = { ADMIN_PASSWORD: "a-completely-new-admin-password" };
    await expect(underCredentials(newPassword, (session) => session.isLiveSession(token))).resolves.toBe(false);
    await expect(
      underCredentials({ ADMIN_EMAIL: "another@example.mx" }, (session) => session.isLiveSession(token)),
    ).resolves.toBe(false);

    const madeUnderNew = await underCredentials(newPassword, (session) => session.createSession(administrador));
    await expect(underCredentials(newPassword, (session) => session.isLiveSession(madeUnderNew))).resolves.toBe(true);
    await expect(isLiveSession(madeUnderNew)).resolves.toBe(false);
  });
});
