// A mailer that writes to an outbox of its own, for a test file: the real mailer's files, read back with mailparser.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { createMailer } from "../../lib/mail/mailer";

export function testOutbox(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `edm-${name}-`));
  const mail = createMailer({ from: { name: "Pulso Electrónico", address: "redaccion@pulso.test" }, outboxDir: dir });

  /** The mails the outbox holds for an address, parsed, oldest first. */
  async function mailsTo(email: string): Promise<ParsedMail[]> {
    const files = fs.readdirSync(dir).map((file) => path.join(dir, file));
    const parsed = await Promise.all(files.map(async (file) => simpleParser(fs.readFileSync(file))));
    return parsed
      .filter((message) => message.to && !Array.isArray(message.to) && message.to.value[0].address === email)
      .sort((a, b) => a.date!.getTime() - b.date!.getTime() || Number(a.subject === b.subject));
  }

  function close() {
    mail.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { mail, mailsTo, close };
}

/** The token of the first link to `page` in a mail's text. */
export const linkTokenIn = (message: ParsedMail, page: string) =>
  new URL(new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`).exec(message.text ?? "")![0]).searchParams.get("token")!;
