import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { verifyDkim } from "@/scripts/testing/dkim-verify";
import { freePort } from "@/scripts/testing/free-port";
import { startSmtpInbox, type SmtpInbox } from "@/scripts/testing/smtp-inbox";
import { MailFailure } from "./delivery";
import { createMailer, type MailMessage } from "./mailer";

const from = { name: "Pulso Electrónico", address: "boletin@pulso.test" };
const message: MailMessage = {
  to: "lectora@ejemplo.mx",
  subject: "Confirma tu suscripción a El boletín",
  html: "<p>Hola, <strong>lectora</strong>: ¿confirmas?</p>",
  text: "Hola, lectora: ¿confirmas?",
  headers: {
    "List-Unsubscribe": "<https://pulso.test/boletin/baja?token=abc>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
};

const inboxes: SmtpInbox[] = [];
const inbox = async (...refusals: Parameters<typeof startSmtpInbox>) => {
  const started = await startSmtpInbox(...refusals);
  inboxes.push(started);
  return started;
};
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-mail-"));
afterAll(async () => {
  await Promise.all(inboxes.map((started) => started.close()));
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A header as sent, unfolded (RFC 5322 folds a long one over several lines). */
const headerLine = (lines: readonly { key: string; line: string }[], key: string) =>
  lines.find((line) => line.key === key)?.line.replace(/\r?\n(?=[ \t])/g, "");

describe("sending through an SMTP server", () => {
  it("delivers the HTML and the plain text, the sender, the message id and the headers", async () => {
    const server = await inbox();
    const mailer = createMailer({ smtpUrl: server.url, from, outboxDir: folder });
    const delivery = await mailer.send(message);
    mailer.close();

    expect(delivery).toEqual({
      messageId: expect.stringMatching(/^<.+@pulso\.test>$/),
      accepted: [message.to],
      refused: [],
    });
    expect(server.received).toHaveLength(1);
    const [{ mail, rcptTo }] = server.received;
    expect(rcptTo).toEqual([message.to]);
    expect(mail.messageId).toBe(delivery.messageId);
    expect(mail.from?.value).toEqual([from]);
    expect(mail.subject).toBe(message.subject);
    expect(mail.html).toBe(message.html);
    expect(mail.text?.trim()).toBe(message.text);
    expect(headerLine(mail.headerLines, "list-unsubscribe")).toBe(
      `List-Unsubscribe: ${message.headers!["List-Unsubscribe"]}`,
    );
    expect(headerLine(mail.headerLines, "list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
  });

  it("tells a permanent refusal (550) from a temporary one (451), recipient by recipient", async () => {
    const server = await inbox({ recipients: { "no-existe@ejemplo.mx": 550, "lleno@ejemplo.mx": 451 } });
    const mailer = createMailer({ smtpUrl: server.url, from, outboxDir: folder });
    const to = ["lectora@ejemplo.mx", "no-existe@ejemplo.mx", "lleno@ejemplo.mx"];
    const delivery = await mailer.send({ ...message, to });
    const refusedByAll = await mailer.send({ ...message, to: to.slice(1) });
    mailer.close();

    const refusals = [
      { recipient: "no-existe@ejemplo.mx", code: 550, permanent: true, response: expect.stringMatching(/^550 /) },
      { recipient: "lleno@ejemplo.mx", code: 451, permanent: false, response: expect.stringMatching(/^451 /) },
    ];
    expect(delivery).toEqual({ messageId: expect.any(String), accepted: ["lectora@ejemplo.mx"], refused: refusals });
    expect(refusedByAll).toEqual({ messageId: expect.any(String), accepted: [], refused: refusals });
    expect(server.received.map(({ rcptTo }) => rcptTo)).toEqual([["lectora@ejemplo.mx"]]);
  });

  it("fails as a whole when the server refuses the message or cannot be reached, permanent only for a 5xx", async () => {
    const refusing = await inbox({ data: 554 });
    const busy = await inbox({ data: 452 });
    const failure = (smtpUrl: string) => {
      const mailer = createMailer({ smtpUrl, from, outboxDir: folder });
      return mailer.send(message).then(
        () => null,
        (error: unknown) => (mailer.close(), error),
      );
    };

    expect(await failure(refusing.url)).toMatchObject({ constructor: MailFailure, code: 554, permanent: true });
    expect(await failure(busy.url)).toMatchObject({ constructor: MailFailure, code: 452, permanent: false });
    const nobody = await failure(`smtp://127.0.0.1:${await freePort()}`);
    expect(nobody).toMatchObject({ constructor: MailFailure, code: null, permanent: false });
  });
});

describe("signing with DKIM", () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const dkim = { selector: "pulso2026", privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString() };

  it("signs the list headers too, with a signature the public key verifies and any change breaks", async () => {
    const server = await inbox();
    const mailer = createMailer({ smtpUrl: server.url, from, outboxDir: folder, dkim, pool: true });
    await mailer.send(message);
    mailer.close();

    const [{ raw }] = server.received;
    const check = verifyDkim(raw, publicKey);
    expect(check.tags).toMatchObject({
      v: "1",
      a: "rsa-sha256",
      c: "relaxed/relaxed",
      d: "pulso.test",
      s: "pulso2026",
    });
    expect(check.signedHeaders).toEqual(
      expect.arrayContaining(["from", "to", "subject", "message-id", "list-unsubscribe", "list-unsubscribe-post"]),
    );
    expect(check).toMatchObject({ bodyHashOk: true, valid: true });

    const altered = (from: string, to: string) => Buffer.from(raw.toString("latin1").replace(from, to), "latin1");
    expect(verifyDkim(altered("List-Unsubscribe=One-Click", "List-Unsubscribe=Two-Clicks"), publicKey).valid).toBe(
      false,
    );
    expect(verifyDkim(altered("token=abc", "token=abd"), publicKey).valid).toBe(false);
    expect(verifyDkim(raw, generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey).valid).toBe(false);
  });
});

describe("without SMTP_URL", () => {
  it("writes each mail as an .eml file, named by its time, that a mail program reads back whole", async () => {
    const outboxDir = path.join(folder, "outbox");
    const mailer = createMailer({ from, outboxDir });
    const later = await mailer.send({ ...message, subject: "Segundo" }, new Date("2026-11-27T10:00:00.002Z"));
    const first = await mailer.send(message, new Date("2026-11-27T10:00:00.001Z"));

    const files = fs.readdirSync(outboxDir);
    expect(files.sort()).toEqual([path.basename(first.outboxFile!), path.basename(later.outboxFile!)]);
    expect(files[0]).toMatch(/^2026-11-27T10-00-00\.001Z-[0-9a-f]{8}\.eml$/);
    expect(first).toMatchObject({ accepted: [message.to], refused: [] });

    const raw = fs.readFileSync(first.outboxFile!);
    expect(raw.toString("latin1")).not.toMatch(/[^\r]\n/);
    const mail = await simpleParser(raw);
    expect(mail.messageId).toBe(first.messageId);
    expect(mail.from?.value).toEqual([from]);
    expect(mail.to).toMatchObject({ value: [{ address: message.to }] });
    expect([mail.subject, mail.html, mail.text?.trim()]).toEqual([message.subject, message.html, message.text]);
    expect(headerLine(mail.headerLines, "list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
  });
});
