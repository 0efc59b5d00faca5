// A real SMTP server on a loopback port for the tests: it receives what lib/mail/ sends, parsed by mailparser, and can
// refuse chosen recipients or every message with the reply code a test asks for.
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { mail: ParsedMail; raw: Buffer; rcptTo: string[] };

export type SmtpInbox = { url: string; received: Received[]; close(): Promise<void> };

type Refusals = {
  /** Recipient address -> the reply code its RCPT TO gets (e.g. 550, 451). */
  recipients?: Record<string, number>;
  /** The reply code every message's data gets instead of 250. */
  data?: number;
};

const refusal = (code: number) => Object.assign(new Error(`Refused with ${code} by the test`), { responseCode: code });

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSmtpInbox(refuse: Refusals = {}): Promise<SmtpInbox> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse.recipients?.[address.address];
      callback(code ? refusal(code) : null);
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (refuse.data) return callback(refusal(refuse.data));
          received.push({
            mail: await simpleParser(raw),
            raw,
            rcptTo: session.envelope.rcptTo.map((to) => to.address),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
