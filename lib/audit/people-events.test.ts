import { randomUUID } from "node:crypto";
import { linkTokenIn, testOutbox } from "../../scripts/testing/mail-outbox";
import { hashPassword } from "../auth/password";
import { signIn } from "../auth/sign-in";
import { beginAttempt, throttleKeys } from "../auth/throttle";
import { db } from "../db";
import { createKey, revokeKey } from "../keys/api-keys";
import { acceptInvitation, cancelInvitation, invite, resendInvitation } from "../members/invitations";
import { changeRole, deactivate, reactivate } from "../members/members";
import { changePassword } from "../members/own-account";
import { requestPasswordReset, resetPassword } from "../members/password-reset";

const { mail, mailsTo, close } = testOutbox("registro");
afterAll(close);

const PASSWORD = "la-contraseña-de-siempre";
const NEW_PASSWORD = "una-contraseña-nueva-larga";
const RESET_PASSWORD = "otra-contraseña-tras-el-enlace";
const WELCOME_PASSWORD = "la-contraseña-de-bienvenida";

async function person(role = "administrador") {
  const email = `persona-${randomUUID()}@example.mx`;
  const passwordHash = await hashPassword(PASSWORD);
  const { id } = await db.account.create({
    data: { id: randomUUID(), email, name: "Renata", role, status: "active", passwordHash },
  });
  return { id, email, role: role as "administrador" };
}

const newestToken = async (email: string, page: string) => linkTokenIn((await mailsTo(email)).at(-1)!, page);
const eventsOf = (where: { actorId?: string; subject?: string }) =>
  db.auditEvent.findMany({ where, orderBy: { id: "asc" }, select: { actorId: true, kind: true, subject: true } });
const kindsOf = async (where: { actorId?: string; subject?: string }) =>
  (await eventsOf(where)).map(({ kind }) => kind);
let client = 0;
const newClient = () => `198.51.100.${++client}`;

describe("the audit log of people's events", () => {
  const secrets: string[] = [PASSWORD, NEW_PASSWORD, RESET_PASSWORD, WELCOME_PASSWORD];

  // Every test's flow ends with every row of the log scanned for every secret used so far, whatever the order.
  afterEach(async () => {
    const rows = JSON.stringify(await db.auditEvent.findMany());
    for (const secret of secrets) expect(rows).not.toContain(secret);
    expect(rows).not.toMatch(/https?:\/\//);
  });

  test("a sign-in, and a wrong password for an account; nothing for an unknown address or a locked attempt", async () => {
    const ana = await person();
    secrets.push((await signIn({ email: ana.email, password: PASSWORD, client: newClient() })).token);
    await expect(signIn({ email: ana.email, password: "mal", client: newClient() })).rejects.toThrow();
    await expect(signIn({ email: `nadie-${ana.id}@example.mx`, password: "x", client: newClient() })).rejects.toThrow();
    const locked = newClient();
    for (let i = 0; i < 8; i++) await beginAttempt(throttleKeys(locked, ana.email));
    await expect(signIn({ email: ana.email, password: "mal", client: locked })).rejects.toThrow();
    expect(await eventsOf({ actorId: ana.id })).toEqual([
      { actorId: ana.id, kind: "sign-in", subject: ana.email },
      { actorId: ana.id, kind: "sign-in-refused", subject: ana.email },
    ]);
    expect(await db.auditEvent.count({ where: { subject: `nadie-${ana.id}@example.mx` } })).toBe(0);
  });

  test("a password reset and a password change, and nothing for a wrong current password", async () => {
    const beto = await person("autor");
    const session = (await signIn({ email: beto.email, password: PASSWORD, client: newClient() })).token;
    await expect(changePassword(beto.id, { current: "mal", password: NEW_PASSWORD }, session)).rejects.toThrow();
    await changePassword(beto.id, { current: PASSWORD, password: NEW_PASSWORD }, session);
    await requestPasswordReset(beto.email, new Date(), mail);
    const token = await newestToken(beto.email, "nueva-clave");
    secrets.push(session, token);
    expect(await resetPassword(token, RESET_PASSWORD)).toBe(beto.id);
    expect(await kindsOf({ actorId: beto.id })).toEqual(["sign-in", "password-changed", "password-reset"]);
  });

  test("invitations sent, resent, cancelled and accepted, by whom; nothing for a refused one", async () => {
    const admin = await person();
    const [kept, dropped] = [`nueva-${admin.id}@example.mx`, `otra-${admin.id}@example.mx`];
    const id = await invite({ email: kept, name: "Nueva", role: "autor" }, admin.id, new Date(), mail);
    await expect(
      invite({ email: kept, name: "Otra vez", role: "autor" }, admin.id, new Date(), mail),
    ).rejects.toThrow();
    await resendInvitation(id, admin.id, new Date(), mail);
    const gone = await invite({ email: dropped, name: "Otra", role: "editor" }, admin.id, new Date(), mail);
    await cancelInvitation(gone, admin.id);
    await expect(cancelInvitation(gone, admin.id)).rejects.toThrow();
    const token = await newestToken(kept, "bienvenida");
    secrets.push(token, ...(await mailsTo(dropped)).map((message) => linkTokenIn(message, "bienvenida")));
    expect(await acceptInvitation(token, { name: "Nueva", password: WELCOME_PASSWORD })).toBe(id);
    expect(await eventsOf({ actorId: admin.id })).toEqual([
      { actorId: admin.id, kind: "invitation-sent", subject: kept },
      { actorId: admin.id, kind: "invitation-resent", subject: kept },
      { actorId: admin.id, kind: "invitation-sent", subject: dropped },
      { actorId: admin.id, kind: "invitation-cancelled", subject: dropped },
    ]);
    expect(await eventsOf({ actorId: id })).toEqual([{ actorId: id, kind: "invitation-accepted", subject: kept }]);
  });

  test("a role change, a deactivation and a reactivation; nothing for a refused one", async () => {
    const [admin, carla] = [await person(), await person("colaborador")];
    await changeRole(carla.id, "editor", admin.id);
    await deactivate(carla.id, admin.id);
    await expect(deactivate(`${carla.id}-nadie`, admin.id)).rejects.toThrow();
    await expect(reactivate(admin.id, admin.id)).rejects.toThrow();
    await reactivate(carla.id, admin.id);
    expect(await kindsOf({ actorId: admin.id })).toEqual([
      "role-changed",
      "account-deactivated",
      "account-reactivated",
    ]);
    const [changed] = await db.auditEvent.findMany({ where: { actorId: admin.id, kind: "role-changed" } });
    expect(JSON.parse(changed.detail)).toEqual({ from: "colaborador", to: "editor" });
  });

  test("a key created and revoked; nothing for a key someone else cannot revoke", async () => {
    const [dora, eva] = [await person("autor"), await person("autor")];
    const key = await createKey(dora.id, "Importador");
    secrets.push(key.secret);
    await expect(revokeKey(eva, key.id)).rejects.toThrow();
    await revokeKey(dora, key.id);
    expect(await eventsOf({ subject: key.id })).toEqual([
      { actorId: dora.id, kind: "key-created", subject: key.id },
      { actorId: dora.id, kind: "key-revoked", subject: key.id },
    ]);
    expect(await db.auditEvent.count({ where: { actorId: eva.id } })).toBe(0);
  });
});
