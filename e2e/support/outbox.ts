// The mails the main e2e server wrote: without SMTP_URL the site writes every mail into the outbox beside its database.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { E2E_RUN_FOLDER } from "./environment";

const OUTBOX = path.join(E2E_RUN_FOLDER, "outbox");

/** The mails written for `email`, waiting for the first: signups and reset requests mail after they have answered. */
export async function mailsTo(email: string, atLeast = 1): Promise<ParsedMail[]> {
  for (let tries = 0; ; tries++) {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((file) => file.endsWith(".eml")) : [];
    const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(OUTBOX, file)))));
    const theirs = mails.filter((mail) => JSON.stringify(mail.to).includes(`"${email}"`));
    if (theirs.length >= atLeast || tries >= 100) return theirs;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
