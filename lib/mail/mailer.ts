// Sending a mail: through the SMTP server SMTP_URL names, or, without one, as an .eml file into MAIL_OUTBOX_DIR.
import "server-only";
import { randomUUID } from "node:crypto";
import nodemailer, { type NodemailerError, type SendMailOptions } from "nodemailer";
import { env } from "../env";
import { deliveryOf, refusedDelivery, type Delivery } from "./delivery";
import { writeToOutbox } from "./outbox";

export type MailMessage = {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Given when the caller must know it before the mail goes (a boletín's delivery records it); made here otherwise. */
  messageId?: string;
};

export type DkimKey = { selector: string; privateKey: string };

export type MailerSettings = {
  smtpUrl?: string;
  from: { name: string; address: string };
  outboxDir: string;
  /** Signs every mail for the sender's domain (MAIL_FROM's), with the key published at <selector>._domainkey. */
  dkim?: DkimKey;
  /** Keeps a few connections open for many mails in a row (the boletín), instead of one connection a mail. */
  pool?: boolean;
};

export type Mailer = {
  /** Resolves with what the server took and refused; rejects with a MailFailure when it took nothing. */
  send(message: MailMessage, now?: Date): Promise<Delivery>;
  close(): void;
};

type Send = (mail: SendMailOptions & { messageId: string }, now: Date) => Promise<Delivery>;

/**
 * What the signature covers: nodemailer's list (RFC 6376's recommendations and the List-* headers) and
 * List-Unsubscribe-Post, which Gmail and Yahoo ask bulk senders to sign with List-Unsubscribe (RFC 8058, section 4).
 */
export const DKIM_SIGNED_HEADERS = [
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding",
  "Content-ID:Content-Description:In-Reply-To:References",
  "List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive",
].join(":");

const dkimOption = (from: MailerSettings["from"], key: DkimKey) => ({
  domainName: from.address.split("@")[1],
  keySelector: key.selector,
  privateKey: key.privateKey,
  headerFieldNames: DKIM_SIGNED_HEADERS,
});

function smtpSender({ smtpUrl, from, dkim, pool = false }: MailerSettings & { smtpUrl: string }): [Send, () => void] {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool, ...(dkim && { dkim: dkimOption(from, dkim) }) });
  const send: Send = async (mail) => {
    try {
      return deliveryOf(mail.messageId, await transport.sendMail(mail));
    } catch (error) {
      return refusedDelivery(mail.messageId, error as NodemailerError);
    }
  };
  return [send, () => transport.close()];
}

/** CRLF line ends, as RFC 5322 writes a message and as mail programs expect of an .eml file. */
function outboxSender({ outboxDir: folder, from, dkim }: MailerSettings): [Send, () => void] {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
    ...(dkim && { dkim: dkimOption(from, dkim) }),
  });
  const send: Send = async (mail, now) => {
    const info = await transport.sendMail(mail);
    const outboxFile = await writeToOutbox(folder, info.message as Buffer, now);
    return { messageId: mail.messageId, accepted: info.envelope.to, refused: [], outboxFile };
  };
  return [send, () => transport.close()];
}

/** A new Message-ID on the sender's domain. */
export const newMessageId = (fromAddress: string) => `<${randomUUID()}@${fromAddress.split("@")[1]}>`;

export function createMailer(settings: MailerSettings): Mailer {
  const { smtpUrl, from } = settings;
  const [send, close] = smtpUrl ? smtpSender({ ...settings, smtpUrl }) : outboxSender(settings);
  // Made here rather than by nodemailer, so that a mail every recipient refused still has the id it was sent with.
  return {
    send: (message, now = new Date()) =>
      send({ ...message, from, messageId: message.messageId ?? newMessageId(from.address) }, now),
    close,
  };
}

let siteMailer: Mailer | undefined;

/** The site's settings for a mailer: its server or outbox, its sender, and its DKIM key when one is set. */
export function siteMailerSettings(): MailerSettings {
  const { SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR, DKIM_PRIVATE_KEY, DKIM_SELECTOR } = env();
  const dkim =
    DKIM_PRIVATE_KEY && DKIM_SELECTOR ? { selector: DKIM_SELECTOR, privateKey: DKIM_PRIVATE_KEY } : undefined;
  return { smtpUrl: SMTP_URL, from: MAIL_FROM, outboxDir: MAIL_OUTBOX_DIR, dkim };
}

/** The site's mailer, made from its settings once. */
export function mailer(): Mailer {
  siteMailer ??= createMailer(siteMailerSettings());
  return siteMailer;
}
