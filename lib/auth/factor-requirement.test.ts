import { randomUUID } from "node:crypto";
import { generate } from "otplib";
import { db } from "../db";
import { softwareAuthenticator } from "@/scripts/testing/software-authenticator";
import type { Role } from "../team/roles";
import { keepAFactor, LastFactorError, requireSecondFactor, secondFactorRequired } from "./factor-requirement";
import { registerPasskey, registrationOptions, removePasskey } from "./passkeys";
import { hashPassword } from "./password";
import { relyingParty } from "./relying-party";
import { endFactorSetup, liveSession } from "./session";
import { PASSKEY_REQUIRED, signIn } from "./sign-in";
import { beginTotp, confirmTotp, removeTotp } from "./totp";

const password = "una-clave-de-prueba-larga";
let unique = 0;
const newClient = () => `198.51.100.${++unique}`;
const administradorId = randomUUID();

async function person(role: Role = "editor") {
  const id = randomUUID();
  const email = `factor-${id}@example.mx`;
  await db.account.create({
    data: { id, email, name: "Eva", role, status: "active", passwordHash: await hashPassword(password) },
  });
  return { id, email };
}

const signInAs = (email: string) => signIn({ email, password, client: newClient() });

async function addPasskey(accountId: string) {
  const authenticator = softwareAuthenticator(relyingParty());
  const options = await registrationOptions(accountId);
  return registerPasskey(accountId, "Teléfono", authenticator.register(options.challenge));
}

async function addAuthenticator(accountId: string) {
  const { secret } = await beginTotp(accountId);
  await confirmTotp(accountId, await generate({ secret }));
}

beforeEach(async () => {
  await db.loginThrottle.deleteMany();
  await requireSecondFactor(true, administradorId);
});

describe("the requirement", () => {
  test("is off on a new site, and each change is recorded once in the audit log", async () => {
    await requireSecondFactor(false, administradorId);
    expect(await secondFactorRequired()).toBe(false);
    const before = await db.auditEvent.count({ where: { kind: "security-changed" } });
    await requireSecondFactor(true, administradorId);
    await requireSecondFactor(true, administradorId);
    expect(await secondFactorRequired()).toBe(true);
    const changes = await db.auditEvent.findMany({ where: { kind: "security-changed" }, orderBy: { id: "asc" } });
    expect(changes).toHaveLength(before + 1);
    expect(changes.at(-1)).toMatchObject({ actorId: administradorId, detail: JSON.stringify({ required: true }) });
  });
});

describe("a password sign-in while Editors and Administradores must have a second factor", () => {
  test.each(["editor", "administrador"] as const)(
    "of an %s with no factor opens only the account page, until a factor is added",
    async (role) => {
      const eva = await person(role);
      const signedIn = await signInAs(eva.email);
      expect(signedIn).toMatchObject({ secondFactor: false, factorSetup: true });
      expect(await liveSession(signedIn.token)).toMatchObject({ factorSetup: true, account: { id: eva.id } });

      await addAuthenticator(eva.id);
      await endFactorSetup(signedIn.token, eva.id);
      expect(await liveSession(signedIn.token)).toMatchObject({ factorSetup: false });
    },
  );

  test.each(["colaborador", "autor"] as const)("of an %s opens the session as before", async (role) => {
    const signedIn = await signInAs((await person(role)).email);
    expect(signedIn).toMatchObject({ secondFactor: false, factorSetup: false });
    expect(await liveSession(signedIn.token)).toMatchObject({ factorSetup: false });
  });

  test("of an Editor with an authenticator asks for its code, as it does without the requirement", async () => {
    const eva = await person();
    await addAuthenticator(eva.id);
    expect(await signInAs(eva.email)).toMatchObject({ secondFactor: true, factorSetup: false });
  });

  test("of an Editor whose factors are passkeys is refused with a 403 naming the passkey, and recorded", async () => {
    const eva = await person();
    await addPasskey(eva.id);
    await expect(signInAs(eva.email)).rejects.toMatchObject({ code: "forbidden", message: PASSKEY_REQUIRED });
    expect(await db.editorSession.count({ where: { accountId: eva.id } })).toBe(0);
    const refused = await db.auditEvent.findFirstOrThrow({ where: { actorId: eva.id, kind: "sign-in-refused" } });
    expect(JSON.parse(refused.detail)).toEqual({ passkeyRequired: true });
  });

  test("of an Editor with no factor opens the session as before when the requirement is off", async () => {
    await requireSecondFactor(false, administradorId);
    const signedIn = await signInAs((await person()).email);
    expect(signedIn).toMatchObject({ factorSetup: false });
  });

  test("a factor added from one session ends the person's other sessions still waiting for one", async () => {
    const eva = await person();
    const [phone, laptop] = [await signInAs(eva.email), await signInAs(eva.email)];
    await addPasskey(eva.id);
    await endFactorSetup(phone.token, eva.id);
    expect(await liveSession(phone.token)).toMatchObject({ factorSetup: false });
    expect(await liveSession(laptop.token)).toBeNull();
  });

  test("another person's token does not end anyone's setup", async () => {
    const [eva, ivan] = [await person(), await person()];
    const evas = await signInAs(eva.email);
    await endFactorSetup(evas.token, ivan.id);
    expect(await liveSession(evas.token)).toMatchObject({ factorSetup: true });
  });
});

describe("removing one's own factors", () => {
  test("the last one an Editor must keep is refused, and kept; with two, one goes", async () => {
    const eva = await person();
    const first = await addPasskey(eva.id);
    await expect(removePasskey(eva.id, first.credentialId)).rejects.toBeInstanceOf(LastFactorError);
    expect(await db.passkey.count({ where: { accountId: eva.id } })).toBe(1);

    await addAuthenticator(eva.id);
    await removePasskey(eva.id, first.credentialId);
    await expect(removeTotp(eva.id)).rejects.toBeInstanceOf(LastFactorError);
    expect(await db.totp.count({ where: { accountId: eva.id } })).toBe(1);
  });

  test("an authenticator still waiting for its first code goes whatever the rule", async () => {
    const eva = await person();
    await beginTotp(eva.id);
    expect(await removeTotp(eva.id)).toBe(true);
    expect(await db.totp.count({ where: { accountId: eva.id } })).toBe(0);
  });

  test("an Autor, or anyone when the requirement is off, may remove their last factor", async () => {
    const ana = await person("autor");
    await addAuthenticator(ana.id);
    expect(await removeTotp(ana.id)).toBe(true);

    await requireSecondFactor(false, administradorId);
    const eva = await person();
    const passkey = await addPasskey(eva.id);
    await removePasskey(eva.id, passkey.credentialId);
    await expect(keepAFactor(db, eva.id, "passkey")).resolves.toBeUndefined();
  });
});
