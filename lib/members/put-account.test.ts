import { randomUUID } from "node:crypto";
import { db } from "../db";
import { verifyPassword } from "../auth/password";
import { AccountRequestError, putAccount } from "./put-account";
import { createSession } from "../auth/session";
import { generate } from "otplib";
import { beginTotp, confirmTotp, hasTotp } from "../auth/totp";

const PASSWORD = "una-contraseña-larga";
const address = () => `Persona-${randomUUID()}@Example.MX`;
const stored = (email: string) => db.account.findUniqueOrThrow({ where: { email: email.toLowerCase() } });

describe("an account put by the operator", () => {
  test("is created active with its role and its password, its address stored in lower case", async () => {
    const email = address();
    expect(await putAccount(db, { email: ` ${email} `, role: "colaborador", password: PASSWORD })).toEqual({
      created: true,
    });
    const account = await stored(email);
    expect([account.role, account.status, account.name]).toEqual([
      "colaborador",
      "active",
      email.split("@")[0].toLowerCase(),
    ]);
    expect(await verifyPassword(PASSWORD, account.passwordHash!)).toBe(true);
  });

  test("given again, takes the new role and password, and its sessions end", async () => {
    const email = address();
    await putAccount(db, { email, role: "autor", password: PASSWORD });
    const { id } = await stored(email);
    await createSession(id);
    expect(await putAccount(db, { email, role: "editor", password: `${PASSWORD}-2`, name: "Ana" })).toEqual({
      created: false,
    });
    const account = await stored(email);
    expect([account.role, account.name]).toEqual(["editor", "Ana"]);
    expect(await verifyPassword(`${PASSWORD}-2`, account.passwordHash!)).toBe(true);
    expect(await db.editorSession.count({ where: { accountId: id } })).toBe(0);
  });

  test("given again, removes the person's authenticator app and recovery codes, and records it", async () => {
    const email = address();
    await putAccount(db, { email, role: "administrador", password: PASSWORD });
    const { id } = await stored(email);
    const { secret } = await beginTotp(id);
    await confirmTotp(id, await generate({ secret }));
    await putAccount(db, { email, role: "administrador", password: PASSWORD });
    expect(await hasTotp(id)).toBe(false);
    expect(await db.recoveryCode.count({ where: { accountId: id } })).toBe(0);
    const events = await db.auditEvent.findMany({ where: { kind: "factor-removed", subject: id } });
    expect(events.map((event) => [event.actorId, JSON.parse(event.detail)])).toEqual([
      [null, { factor: "all", authenticator: 1, passkeys: 0 }],
    ]);
  });

  test("refuses a short password, an address that is none, and the last Administrador's demotion", async () => {
    await expect(putAccount(db, { email: address(), role: "autor", password: "corta" })).rejects.toThrow(
      AccountRequestError,
    );
    await expect(putAccount(db, { email: "nadie", role: "autor", password: PASSWORD })).rejects.toThrow(/e-mail/);
    const administradores = await db.account.findMany({ where: { role: "administrador", status: "active" } });
    // With one other active Administrador beside the first, demoting one leaves the other; demoting both fails.
    const email = address();
    await putAccount(db, { email, role: "administrador", password: PASSWORD });
    await putAccount(db, { email, role: "editor", password: PASSWORD });
    for (const { email: first } of administradores.slice(0, -1)) {
      await db.account.update({ where: { email: first }, data: { status: "deactivated" } });
    }
    const [last] = administradores.slice(-1);
    await expect(putAccount(db, { email: last.email, role: "editor", password: PASSWORD })).rejects.toThrow(
      /at least one active Administrador/,
    );
    expect((await stored(last.email)).role).toBe("administrador");
    for (const { email: first, status } of administradores) {
      await db.account.update({ where: { email: first }, data: { status } });
    }
  });
});
