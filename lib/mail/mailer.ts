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

export type MailerSettings = {
  smtpUrl?: string;
  from: { name: string; address: string };
  outboxDir: string;
};

export type Mailer = {
  /** Resolves with what the server took and refused; rejects with a MailFailure when it took nothing. */
  send(message: MailMessage, now?: Date): Promise<Delivery>;
  close(): void;
};

type Send = (mail: SendMailOptions & { messageId: string }, now: Date) => Promise<Delivery>;

function smtpSender(url: string): [Send, () => void] {
  const transport = nodemailer.createTransport(url);
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
function outboxSender(folder: string): [Send, () => void] {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const send: Send = async (mail, now) => {
    const info = await transport.sendMail(mail);
    const outboxFile = await writeToOutbox(folder, info.message as Buffer, now);
    return { messageId: mail.messageId, accepted: info.envelope.to, refused: [], outboxFile };
  };
  return [send, () => transport.close()];
}

/** A new Message-ID on the sender's domain. */
export const newMessageId = (fromAddress: string) => `<${randomUUID()}@${fromAddress.split("@")[1]}>`;

export function createMailer({ smtpUrl, from, outboxDir }: MailerSettings): Mailer {
  const [send, close] = smtpUrl ? smtpSender(smtpUrl) : outboxSender(outboxDir);
  // Made here rather than by nodemailer, so that a mail every recipient refused still has the id it was sent with.
  return {
    send: (message, now = new Date()) =>
      send({ ...message, from, messageId: message.messageId ?? newMessageId(from.address) }, now),
    close,
  };
}

let siteMailer: Mailer | undefined;

/** The site's mailer, made from its settings once. */
export function mailer(): Mailer {
  const { SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR } = env();
  siteMailer ??= createMailer({ smtpUrl: SMTP_URL, from: MAIL_FROM, outboxDir: MAIL_OUTBOX_DIR });
  return siteMailer;
}
