// What became of a mail: the recipients a server took and those it refused, each refusal permanent (5xx) or not.
import type { NodemailerError, SMTPSentMessageInfo } from "nodemailer";

export type Refusal = {
  recipient: string;
  /** The server's reply code; null when no reply came (the connection failed). */
  code: number | null;
  /** A 5xx reply (RFC 5321; 503 aside): that address must not be mailed again. Any other may be tried later. */
  permanent: boolean;
  response: string;
};

export type Delivery = { messageId: string; accepted: string[]; refused: Refusal[]; outboxFile?: string };

const refusalOf = (error: NodemailerError): Refusal => ({
  recipient: error.recipient ?? "",
  code: error.responseCode ?? null,
  permanent: error.permanent ?? false,
  response: error.response ?? error.message,
});

/** The mail as a whole was not taken (the connection, the sender or the message was refused): nobody received it. */
export class MailFailure extends Error {
  readonly code: number | null;
  readonly permanent: boolean;

  constructor(cause: NodemailerError) {
    super(`The mail server did not take the mail: ${cause.response ?? cause.message}`, { cause });
    this.code = cause.responseCode ?? null;
    this.permanent = cause.permanent ?? false;
  }
}

/** A server took the mail, perhaps for only some of its recipients. */
export const deliveryOf = (messageId: string, info: SMTPSentMessageInfo): Delivery => ({
  messageId,
  accepted: info.accepted,
  refused: (info.rejectedErrors ?? []).map(refusalOf),
});

/** A refusal of every recipient is still a delivery's answer, one per address; any other failure is a MailFailure. */
export function refusedDelivery(messageId: string, error: NodemailerError): Delivery {
  if (error.code !== "EENVELOPE" || !error.rejectedErrors?.length) throw new MailFailure(error);
  return { messageId, accepted: [], refused: error.rejectedErrors.map(refusalOf) };
}
