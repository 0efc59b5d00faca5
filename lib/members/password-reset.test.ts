import { randomUUID } from "node:crypto";
import { linkTokenIn, testOutbox } from "../../scripts/testing/mail-outbox";
import { accountSigningIn } from "../auth/account-password";
import { hashPassword } from "../auth/password";
import { createSession, liveSession } from "../auth/session";
import { beginAttempt, throttleKey } from "../auth/throttle";
import { db } from "../db";
import { LINK_LIFETIME_MS } from "./account-links";
import { RESET_MAIL_INTERVAL_MS, requestPasswordReset, resetLinkEmail, resetPassword } from "./password-reset";

const { mail, mailsTo, close } = testOutbox("reset");
afterAll(close);

const NOW = new Date("2026-11-29T12:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
const OLD_PASSWORD = "la-contraseña-de-antes";
const NEW_PASSWORD = "una-contraseña-nueva-larga";

async function person(status = "active") {
  const email = `persona-${randomUUID()}@example.mx`;
  const passwordHash = status === "invited" ? null : await hashPassword(OLD_PASSWORD);
  const { id } = await db.account.create({
    data: { id: randomUUID(), email, name: "Renata", role: "autor", status, passwordHash },
  });
  return { id, email };
}

const newestToken = async (email: string) => linkTokenIn((await mailsTo(email)).at(-1)!, "nueva-clave");

describe("asking for a reset link", () => {
  test("mails an active person a link to a new password, valid one hour", async () => {
    const { email } = await person();
    expect(await requestPasswordReset(` ${email.toUpperCase()} `, NOW, mail)).toBe(true);
    const [message, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(message.subject).toBe("Tu enlace para cambiar la contraseña de Pulso Electrónico");
    expect(message.text).toContain(`Hola, Renata`);
    expect(message.text).toContain("vence en una hora");
    expect(message.html).toContain("Elegir una contraseña nueva");
    const token = linkTokenIn(message, "nueva-clave");
    expect(token).toHaveLength(43);
    expect(await resetLinkEmail(token, at(LINK_LIFETIME_MS.reset - 1))).toBe(email);
    expect(await resetLinkEmail(token, at(LINK_LIFETIME_MS.reset))).toBeNull();
    const stored = await db.accountLink.findMany({ where: { purpose: "reset" } });
    expect(stored.map((link) => link.tokenHash)).not.toContain(token);
  });

  test("mails nobody for an unknown address, an invitation not yet accepted or a deactivated person", async () => {
    const unknown = `nadie-${randomUUID()}@example.mx`;
    const invited = await person("invited");
    const deactivated = await person("deactivated");
    for (const email of [unknown, invited.email, deactivated.email]) {
      expect(await requestPasswordReset(email, NOW, mail)).toBe(false);
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  test("mails a person at most once in five minutes; a newer link voids the older", async () => {
    const { email } = await person();
    await requestPasswordReset(email, NOW, mail);
    expect(await requestPasswordReset(email, at(RESET_MAIL_INTERVAL_MS - 1), mail)).toBe(false);
    expect(await mailsTo(email)).toHaveLength(1);
    const first = await newestToken(email);
    expect(await requestPasswordReset(email, at(RESET_MAIL_INTERVAL_MS + 1), mail)).toBe(true);
    const second = await newestToken(email);
    expect(second).not.toBe(first);
    const later = at(RESET_MAIL_INTERVAL_MS + 2);
    expect(await resetPassword(first, NEW_PASSWORD, later)).toBeNull();
    expect(await resetPassword(second, NEW_PASSWORD, later)).not.toBeNull();
  });
});

describe("a new password with the link", () => {
  test("replaces the old one, ends every session of the person and forgets their failed sign-ins", async () => {
    const { id, email } = await person();
    const sessions = [await createSession(id, NOW), await createSession(id, NOW)];
    await beginAttempt([throttleKey("account", email)], NOW);
    await requestPasswordReset(email, NOW, mail);
    expect(await resetPassword(await newestToken(email), NEW_PASSWORD, at(60_000))).toBe(id);
    expect(await accountSigningIn(email, NEW_PASSWORD)).toMatchObject({ id });
    expect(await accountSigningIn(email, OLD_PASSWORD)).toBeNull();
    for (const token of sessions) expect(await liveSession(token, at(61_000))).toBeNull();
    expect(await db.loginThrottle.findUnique({ where: { key: throttleKey("account", email) } })).toBeNull();
  });

  test("works once: a replayed, an expired or a made-up link changes nothing", async () => {
    const { email } = await person();
    await requestPasswordReset(email, NOW, mail);
    const token = await newestToken(email);
    expect(await resetPassword(token, NEW_PASSWORD, at(LINK_LIFETIME_MS.reset))).toBeNull();
    expect(await resetPassword("x".repeat(43), NEW_PASSWORD, NOW)).toBeNull();
    expect(await accountSigningIn(email, OLD_PASSWORD)).not.toBeNull();
    expect(await resetPassword(token, NEW_PASSWORD, at(1000))).not.toBeNull();
    expect(await resetPassword(token, "otra-contraseña-más", at(2000))).toBeNull();
    expect(await accountSigningIn(email, NEW_PASSWORD)).not.toBeNull();
  });

  test("counts once when the link is used twice at the same moment", async () => {
    const { email } = await person();
    await requestPasswordReset(email, NOW, mail);
    const token = await newestToken(email);
    const outcomes = await Promise.all([
      resetPassword(token, "primera-contraseña-larga", at(1000)),
      resetPassword(token, "segunda-contraseña-larga", at(1000)),
    ]);
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
  });

  test("is refused for a person deactivated after the mail went", async () => {
    const { id, email } = await person();
    await requestPasswordReset(email, NOW, mail);
    const token = await newestToken(email);
    await db.account.update({ where: { id }, data: { status: "deactivated" } });
    expect(await resetLinkEmail(token, at(1000))).toBeNull();
    expect(await resetPassword(token, NEW_PASSWORD, at(1000))).toBeNull();
  });
});
