import { randomUUID } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { linkTokenIn, testOutbox } from "../../scripts/testing/mail-outbox";
import { accountSigningIn } from "../auth/account-password";
import { db } from "../db";
import { LINK_LIFETIME_MS } from "./account-links";
import { MemberNotFoundError, TeamRuleError } from "./errors";
import { acceptInvitation, cancelInvitation, invite, resendInvitation } from "./invitations";

const { mail, mailsTo, close } = testOutbox("equipo");
afterAll(close);

const tokenIn = (message: ParsedMail) => linkTokenIn(message, "bienvenida");

/** The link of the newest invitation mailed to the address. */
const newestToken = async (email: string) => tokenIn((await mailsTo(email)).at(-1)!);

const NOW = new Date("2026-11-29T12:00:00Z");
let ADMIN: string;
beforeAll(async () => {
  ADMIN = randomUUID();
  await db.account.create({
    data: { id: ADMIN, email: `alicia-${ADMIN}@example.mx`, name: "Alicia", role: "administrador", status: "active" },
  });
});
const address = () => `nuevo-${randomUUID()}@example.mx`;

const tokensTo = async (email: string) => (await mailsTo(email)).map(tokenIn);

describe("an invitation", () => {
  test("makes an invited account that opens nothing, and mails a link to the welcome", async () => {
    const email = address();
    const id = await invite({ email: email.toUpperCase(), name: " Iván ", role: "autor" }, ADMIN, NOW, mail);
    const account = await db.account.findUniqueOrThrow({ where: { id } });
    expect([account.email, account.name, account.role, account.status, account.passwordHash]).toEqual([
      email,
      "Iván",
      "autor",
      "invited",
      null,
    ]);
    const [message, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(message.subject).toBe("Alicia te invita a la redacción de Pulso Electrónico");
    expect(message.text).toContain("como Autor");
    expect(message.html).toContain("Crear mi contraseña");
    expect(tokenIn(message)).toHaveLength(43);
    expect(await accountSigningIn(email, "cualquier-contraseña")).toBeNull();
  });

  test("is accepted once: the person's name and password are set and they sign in; the link then works no more", async () => {
    const email = address();
    await invite({ email, name: "Iván", role: "colaborador" }, ADMIN, NOW, mail);
    const token = await newestToken(email);
    const later = new Date(NOW.getTime() + 60_000);
    const id = await acceptInvitation(token, { name: "Iván Ruiz", password: "contraseña-de-ivan" }, later);
    expect(id).not.toBeNull();
    expect(await accountSigningIn(email, "contraseña-de-ivan")).toMatchObject({ id, role: "colaborador" });
    expect((await db.account.findUniqueOrThrow({ where: { email } })).name).toBe("Iván Ruiz");
    expect(await acceptInvitation(token, { name: "Otro", password: "otra-contraseña-1" }, later)).toBeNull();
    expect(await accountSigningIn(email, "otra-contraseña-1")).toBeNull();
  });

  test("is refused once expired, once replaced by a resend, and once cancelled", async () => {
    const expired = address();
    await invite({ email: expired, name: "A", role: "autor" }, ADMIN, NOW, mail);
    const afterAWeek = new Date(NOW.getTime() + LINK_LIFETIME_MS.invitation);
    const person = { name: "A", password: "contraseña-larga-1" };
    expect(await acceptInvitation(await newestToken(expired), person, afterAWeek)).toBeNull();

    const resent = address();
    const id = await invite({ email: resent, name: "B", role: "autor" }, ADMIN, NOW, mail);
    const [first] = await tokensTo(resent);
    await resendInvitation(id, ADMIN, NOW, mail);
    const [second] = (await tokensTo(resent)).filter((token) => token !== first);
    expect(await acceptInvitation(first, person, NOW)).toBeNull();
    expect(await acceptInvitation(second, person, NOW)).toBe(id);
    await expect(resendInvitation(id, ADMIN, NOW, mail)).rejects.toThrow(MemberNotFoundError);

    const cancelled = address();
    const gone = await invite({ email: cancelled, name: "C", role: "autor" }, ADMIN, NOW, mail);
    await cancelInvitation(gone, ADMIN);
    expect(await db.account.findUnique({ where: { id: gone } })).toBeNull();
    expect(await acceptInvitation(await newestToken(cancelled), person, NOW)).toBeNull();
    await expect(cancelInvitation(id, ADMIN)).rejects.toThrow(MemberNotFoundError);
  });

  test("of an address that has an account is refused, and mails nothing", async () => {
    const email = address();
    await invite({ email, name: "D", role: "autor" }, ADMIN, NOW, mail);
    const again = invite({ email: ` ${email.toUpperCase()}`, name: "D", role: "editor" }, ADMIN, NOW, mail);
    await expect(again).rejects.toThrow(TeamRuleError);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test("two welcomes with the same link at once: one counts", async () => {
    const email = address();
    await invite({ email, name: "E", role: "autor" }, ADMIN, NOW, mail);
    const token = await newestToken(email);
    const both = await Promise.all([
      acceptInvitation(token, { name: "E", password: "contraseña-larga-4" }, NOW),
      acceptInvitation(token, { name: "E", password: "contraseña-larga-5" }, NOW),
    ]);
    expect(both.filter((id) => id !== null)).toHaveLength(1);
  });
});
