import { randomUUID } from "node:crypto";
import { generate } from "otplib";
import { db } from "../db";
import { softwareAuthenticator } from "@/scripts/testing/software-authenticator";
import { signInOptions, signInWithPasskey } from "./passkey-sign-in";
import { registerPasskey, registrationOptions } from "./passkeys";
import { hashPassword } from "./password";
import { relyingParty } from "./relying-party";
import { recoveryCodesLeft, RECOVERY_CODE_COUNT } from "./recovery-codes";
import { giveSecondFactor } from "./second-factor";
import { liveSession, MAX_FACTOR_FAILURES, pendingSession, sessionsOf } from "./session";
import { signIn } from "./sign-in";
import { beginTotp, confirmTotp, hasTotp, removeTotp, renewRecoveryCodes, TotpAlreadyOnError } from "./totp";

const password = "una-clave-de-prueba-larga";
let unique = 0;
const newClient = () => `198.51.100.${++unique}`;

async function person() {
  const id = randomUUID();
  const email = `totp-${id}@example.mx`;
  await db.account.create({
    data: { id, email, name: "Dora", role: "editor", status: "active", passwordHash: await hashPassword(password) },
  });
  return { id, email };
}

/** The code the person's phone shows at `at`. */
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** A person with an authenticator set up 5 minutes ago, and its secret and recovery codes. */
async function withAuthenticator() {
  const dora = await person();
  const { secret, uri } = await beginTotp(dora.id);
  const setUpAt = new Date(Date.now() - 5 * 60_000);
  const codes = await confirmTotp(dora.id, await codeAt(secret, setUpAt), setUpAt);
  return { dora, secret, uri, codes: codes! };
}

beforeEach(async () => {
  await db.loginThrottle.deleteMany();
});

describe("an authenticator app", () => {
  test("is set up with its first code, which answers ten recovery codes; an otpauth address names the site and person", async () => {
    const dora = await person();
    const { secret, uri, qrCode } = await beginTotp(dora.id);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(encodeURIComponent(dora.email));
    expect(uri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(qrCode).not.toMatch(/<script|on\w+=/i);
    expect(await hasTotp(dora.id)).toBe(false);
    const stored = await db.totp.findUniqueOrThrow({ where: { accountId: dora.id } });
    expect(stored.secret).not.toContain(secret);

    expect(await confirmTotp(dora.id, "000000")).toBeNull();
    const codes = await confirmTotp(dora.id, await codeAt(secret, new Date()));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes!) expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);
    expect(await hasTotp(dora.id)).toBe(true);
    await expect(beginTotp(dora.id)).rejects.toThrow(TotpAlreadyOnError);
    const events = await db.auditEvent.findMany({ where: { actorId: dora.id, kind: "factor-added" } });
    expect(events.map((event) => JSON.parse(event.detail))).toEqual([{ factor: "totp" }]);
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  test("after the password, the session waits for the code and opens nothing until it is given", async () => {
    const { dora, secret } = await withAuthenticator();
    const signedIn = await signIn({ email: dora.email, password, client: newClient() });
    expect(signedIn.secondFactor).toBe(true);
    expect(await liveSession(signedIn.token)).toBeNull();
    expect(await pendingSession(signedIn.token)).toEqual({ accountId: dora.id, email: dora.email });
    expect(await sessionsOf(dora.id, signedIn.token)).toEqual([]);

    expect(await giveSecondFactor(signedIn.token, await codeAt(secret, new Date()))).toBe("signed-in");
    expect((await liveSession(signedIn.token))?.account.id).toBe(dora.id);
    expect(await pendingSession(signedIn.token)).toBeNull();
    const signIns = await db.auditEvent.findMany({ where: { actorId: dora.id, kind: "sign-in" } });
    expect(signIns.map((event) => JSON.parse(event.detail))).toEqual([{ secondFactor: "totp" }]);
  });

  test("a code is accepted once: the same code in a second sign-in is refused", async () => {
    const { dora, secret } = await withAuthenticator();
    const now = new Date();
    const code = await codeAt(secret, now);
    const first = await signIn({ email: dora.email, password, client: newClient() });
    const second = await signIn({ email: dora.email, password, client: newClient() });
    expect(await giveSecondFactor(first.token, code, now)).toBe("signed-in");
    expect(await giveSecondFactor(second.token, code, now)).toBe("wrong");
    expect(await liveSession(second.token)).toBeNull();
  });

  test("a recovery code opens the session once; five wrong codes end the waiting session", async () => {
    const { dora, codes } = await withAuthenticator();
    const first = await signIn({ email: dora.email, password, client: newClient() });
    expect(await giveSecondFactor(first.token, codes[0].toUpperCase().replace("-", " "))).toBe("signed-in");
    expect(await recoveryCodesLeft(dora.id)).toBe(RECOVERY_CODE_COUNT - 1);

    const second = await signIn({ email: dora.email, password, client: newClient() });
    const outcomes = [];
    for (let i = 0; i < MAX_FACTOR_FAILURES; i++) outcomes.push(await giveSecondFactor(second.token, codes[0]));
    expect(outcomes).toEqual([...Array(MAX_FACTOR_FAILURES - 1).fill("wrong"), "ended"]);
    expect(await giveSecondFactor(second.token, codes[1])).toBe("ended");
    expect(await pendingSession(second.token)).toBeNull();
  });

  test("wrong codes count against the person across sign-ins: a new password does not forgive them, a right code does", async () => {
    const { dora, secret } = await withAuthenticator();
    const first = await signIn({ email: dora.email, password, client: newClient() });
    for (let i = 0; i < MAX_FACTOR_FAILURES; i++) await giveSecondFactor(first.token, "000000");
    const second = await signIn({ email: dora.email, password, client: newClient() });
    expect(await giveSecondFactor(second.token, "000000")).toBe("wrong");
    const now = new Date();
    const locked = await giveSecondFactor(second.token, await codeAt(secret, now), now);
    expect(locked).toMatchObject({ allowed: false });
    expect((locked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50);

    const third = await signIn({ email: dora.email, password, client: newClient() });
    const later = new Date(Date.now() + 61_000);
    expect(await giveSecondFactor(third.token, await codeAt(secret, later), later)).toBe("signed-in");
    const fourth = await signIn({ email: dora.email, password, client: newClient() });
    expect(await giveSecondFactor(fourth.token, "000000", later)).toBe("wrong");
  });

  test("the failed sign-ins before are the opened session's to show: a password alone does not clear them", async () => {
    const { dora, secret } = await withAuthenticator();
    await expect(
      signIn({ email: dora.email, password: "una-clave-equivocada", client: newClient() }),
    ).rejects.toThrow();
    const waiting = await signIn({ email: dora.email, password, client: newClient() });
    const again = await signIn({ email: dora.email, password, client: newClient() });
    const now = new Date();
    expect(await giveSecondFactor(again.token, await codeAt(secret, now), now)).toBe("signed-in");
    expect(await liveSession(again.token)).toMatchObject({ failedSignInsBefore: 1 });
    expect(await pendingSession(waiting.token)).not.toBeNull();
  });

  test("guesses sent at once take no more than the waiting session's five tries", async () => {
    const { dora } = await withAuthenticator();
    const signedIn = await signIn({ email: dora.email, password, client: newClient() });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => giveSecondFactor(signedIn.token, String(100000 + i))),
    );
    expect(outcomes.filter((outcome) => outcome !== "ended").length).toBeLessThanOrEqual(MAX_FACTOR_FAILURES);
    expect(outcomes).not.toContain("signed-in");
    const refused = await db.auditEvent.count({ where: { actorId: dora.id, kind: "sign-in-refused" } });
    expect(refused).toBeLessThanOrEqual(MAX_FACTOR_FAILURES);
    expect(await pendingSession(signedIn.token)).toBeNull();
  });

  test("a waiting session ends after ten minutes, and a deactivated person's opens nothing", async () => {
    const { dora, secret } = await withAuthenticator();
    const signedIn = await signIn({ email: dora.email, password, client: newClient() });
    const later = new Date(Date.now() + 10 * 60_000 + 1);
    expect(await giveSecondFactor(signedIn.token, await codeAt(secret, later), later)).toBe("ended");

    const again = await signIn({ email: dora.email, password, client: newClient() });
    await db.account.update({ where: { id: dora.id }, data: { status: "deactivated" } });
    expect(await giveSecondFactor(again.token, await codeAt(secret, new Date()))).toBe("ended");
  });

  test("new recovery codes replace the old; removing the authenticator signs in with the password alone", async () => {
    const { dora, codes } = await withAuthenticator();
    const renewed = await renewRecoveryCodes(dora.id);
    expect(renewed).toHaveLength(RECOVERY_CODE_COUNT);
    const pending = await signIn({ email: dora.email, password, client: newClient() });
    expect(await giveSecondFactor(pending.token, codes[0])).toBe("wrong");
    expect(await giveSecondFactor(pending.token, renewed![0])).toBe("signed-in");

    expect(await removeTotp(dora.id)).toBe(true);
    expect(await recoveryCodesLeft(dora.id)).toBe(0);
    const plain = await signIn({ email: dora.email, password, client: newClient() });
    expect(plain.secondFactor).toBe(false);
    expect(await liveSession(plain.token)).not.toBeNull();
    expect(await renewRecoveryCodes(dora.id)).toBeNull();
  });

  test("a passkey that checked its person opens the session whole; one that only saw a touch asks for the code too", async () => {
    const { dora, secret } = await withAuthenticator();
    const authenticator = softwareAuthenticator(relyingParty());
    await registerPasskey(dora.id, "Llave", authenticator.register((await registrationOptions(dora.id)).challenge));
    const signInWith = async (verified: boolean) =>
      signInWithPasskey({
        response: authenticator.signIn((await signInOptions()).challenge, { verified }),
        client: newClient(),
      });

    const checked = await signInWith(true);
    expect(checked.secondFactor).toBe(false);
    expect((await liveSession(checked.token))?.account.id).toBe(dora.id);

    const touched = await signInWith(false);
    expect(touched.secondFactor).toBe(true);
    expect(await liveSession(touched.token)).toBeNull();
    expect(await giveSecondFactor(touched.token, await codeAt(secret, new Date()))).toBe("signed-in");
    expect(await liveSession(touched.token)).not.toBeNull();
  });
});
