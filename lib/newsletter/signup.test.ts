import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { db } from "@/lib/db";
import { createMailer } from "@/lib/mail/mailer";
import { readerToken } from "./reader-token";
import { signUp } from "./signup";
import { confirm, requestSignup, unsubscribe } from "./subscribers";

const t0 = new Date("2026-11-27T12:00:00.000Z");
const later = (hours: number) => new Date(t0.getTime() + hours * 60 * 60 * 1000);
const stored = (email: string) => db.subscriber.findUnique({ where: { email } });

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "edm-boletin-"));
const mailer = createMailer({ from: { name: "Pulso Electrónico", address: "boletin@pulso.test" }, outboxDir });
afterAll(async () => {
  mailer.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
  await db.$disconnect();
});

/** The mails the outbox holds for an address, parsed. */
async function mailsTo(email: string) {
  const mails = await Promise.all(
    fs.readdirSync(outboxDir).map((file) => simpleParser(fs.readFileSync(path.join(outboxDir, file)))),
  );
  return mails.filter((mail) => JSON.stringify(mail.to).includes(`"${email}"`));
}

async function confirmedAddress(email: string) {
  await requestSignup(email, "footer", t0);
  await confirm(readerToken("newsletter-confirmation", email, t0), later(1));
}

describe("a reader's signup", () => {
  it("answers alike whatever the address's state, and mails only the addresses that have something to confirm", async () => {
    await requestSignup("pendiente@ejemplo.mx", "footer", t0);
    await confirmedAddress("confirmada@ejemplo.mx");
    await confirmedAddress("se-fue@ejemplo.mx");
    await unsubscribe({ email: "se-fue@ejemplo.mx" }, later(2));
    await db.subscriber.create({ data: { email: "rebota@ejemplo.mx", state: "bouncing", consentAt: t0 } });
    const mailCount = async (email: string) => (await mailsTo(email)).length;
    const states = ["nueva", "pendiente", "confirmada", "se-fue", "rebota"].map((name) => `${name}@ejemplo.mx`);
    const before = await Promise.all(states.map(mailCount));

    const answers = [];
    for (const email of states) answers.push(await signUp(email, "post", later(3), mailer));

    expect(answers).toEqual(states.map(() => undefined));
    const sent = (await Promise.all(states.map(mailCount))).map((count, index) => count - before[index]);
    expect(Object.fromEntries(states.map((email, index) => [email, sent[index]]))).toEqual({
      "nueva@ejemplo.mx": 1,
      "pendiente@ejemplo.mx": 1,
      "confirmada@ejemplo.mx": 0,
      "se-fue@ejemplo.mx": 1,
      "rebota@ejemplo.mx": 0,
    });
    expect(await stored("se-fue@ejemplo.mx")).toMatchObject({ state: "pending", consentSource: "post" });
    expect(await stored("rebota@ejemplo.mx")).toMatchObject({ state: "bouncing" });
  });

  it("mails one address at most once in ten minutes, however many signups arrive for it at once or after", async () => {
    const minutes = (count: number) => new Date(t0.getTime() + count * 60 * 1000);
    const signups = ["footer", "post", "footer", "post", "footer"] as const;
    await Promise.all(signups.map((source) => signUp("buzon@ejemplo.mx", source, t0, mailer)));
    expect(await mailsTo("buzon@ejemplo.mx")).toHaveLength(1);
    const first = await stored("buzon@ejemplo.mx");
    await signUp("BUZON@ejemplo.mx", "post", minutes(9.9), mailer);
    expect(await mailsTo("buzon@ejemplo.mx")).toHaveLength(1);
    // The consent kept is the one the mail that went answers.
    expect(await stored("buzon@ejemplo.mx")).toEqual(first);
    await signUp("buzon@ejemplo.mx", "post", minutes(10), mailer);
    expect(await mailsTo("buzon@ejemplo.mx")).toHaveLength(2);
    expect(await stored("buzon@ejemplo.mx")).toMatchObject({ state: "pending", consentAt: minutes(10) });
  });

  it("confirms the address of the mail's link, within 48 hours", async () => {
    await signUp("enlace@ejemplo.mx", "footer", t0, mailer);
    const [mail] = await mailsTo("enlace@ejemplo.mx");
    const link = new URL(/https?:\/\/\S+\/boletin\/confirmar\?token=\S+/.exec(mail.text ?? "")![0]);

    expect(await confirm(link.searchParams.get("token")!, later(47))).toBe(true);
    expect(await stored("enlace@ejemplo.mx")).toMatchObject({ state: "confirmed", confirmedAt: later(47) });
    expect(await confirm(link.searchParams.get("token")!, later(47.5))).toBe(true);
    expect(await stored("enlace@ejemplo.mx")).toMatchObject({ confirmedAt: later(47) });
  });
});
