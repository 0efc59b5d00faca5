import { randomUUID } from "node:crypto";
import { accountSigningIn } from "../auth/account-password";
import { hashPassword } from "../auth/password";
import { createSession, endOtherSessions, liveSession, sessionsOf } from "../auth/session";
import { db } from "../db";
import { ApiError } from "../http/api-error";
import { accountProfile, changePassword, renameAccount } from "./own-account";

const OLD = "la-contraseña-de-antes";
const NEW = "una-contraseña-nueva-larga";
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function person() {
  const email = `persona-${randomUUID()}@example.mx`;
  const { id } = await db.account.create({
    data: {
      id: randomUUID(),
      email,
      name: "Sofía",
      role: "colaborador",
      status: "active",
      passwordHash: await hashPassword(OLD),
    },
  });
  return { id, email };
}

describe("a person's own account", () => {
  test("shows their address and role, and takes a new name", async () => {
    const { id, email } = await person();
    await renameAccount(id, "  Sofía Reyes ");
    expect(await accountProfile(id)).toEqual({ email, name: "Sofía Reyes", role: "colaborador" });
  });

  test("lists their live sessions with device and browser, this one marked, and ends the others", async () => {
    const { id } = await person();
    const here = await createSession(id, new Date(), 0, PIXEL);
    const elsewhere = await createSession(id, new Date(), 0, null);
    const sessions = await sessionsOf(id, here);
    expect(sessions.map(({ deviceClass, browser, current }) => ({ deviceClass, browser, current }))).toEqual(
      expect.arrayContaining([
        { deviceClass: "phone", browser: "Chrome (Android)", current: true },
        { deviceClass: null, browser: null, current: false },
      ]),
    );
    expect(await endOtherSessions(id, here)).toBe(1);
    expect(await liveSession(elsewhere)).toBeNull();
    expect(await liveSession(here)).not.toBeNull();
  });
});

describe("changing one's password", () => {
  test("needs the current one; the new one then signs in, the old does not, and only this session goes on", async () => {
    const { id, email } = await person();
    const here = await createSession(id);
    const elsewhere = await createSession(id);
    await changePassword(id, { current: OLD, password: NEW }, here);
    expect(await accountSigningIn(email, NEW)).toMatchObject({ id });
    expect(await accountSigningIn(email, OLD)).toBeNull();
    expect(await liveSession(here)).not.toBeNull();
    expect(await liveSession(elsewhere)).toBeNull();
  });

  test("refuses a wrong current password, changing nothing, and locks after repeated guesses", async () => {
    const { id, email } = await person();
    const here = await createSession(id);
    const refusal = await changePassword(id, { current: "no-es-esta", password: NEW }, here).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: "validation" });
    expect(await accountSigningIn(email, OLD)).not.toBeNull();
    const statuses: string[] = [];
    for (let guess = 0; guess < 6; guess++) {
      const error = await changePassword(id, { current: `intento-${guess}`, password: NEW }, here).catch(
        (e: ApiError) => e,
      );
      statuses.push((error as ApiError).code);
    }
    expect(statuses.at(-1)).toBe("too_many_requests");
    expect(await accountSigningIn(email, OLD)).not.toBeNull();
  }, 30_000);
});
