// A real SMTP server on a loopback port for the tests: it receives what lib/mail/ sends, parsed by mailparser, and can
// refuse chosen recipients or every message with the reply code a test asks for.
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** `at`: when its data ended, in performance.now() milliseconds. */
export type Received = { mail: ParsedMail; raw: Buffer; rcptTo: string[]; at: number };

export type SmtpInbox = {
  url: string;
  received: Received[];
  /** Resolves when the message `holdData` names has arrived and its reply is being held. */
  held: Promise<void>;
  close(): Promise<void>;
};

type Refusals = {
  /** Recipient address -> the reply code its RCPT TO gets (e.g. 550, 451). */
  recipients?: Record<string, number>;
  /** Recipient address -> the reply code its first RCPT TO gets; later ones are accepted. */
  once?: Record<string, number>;
  /** The reply code every message's data gets instead of 250. */
  data?: number;
  /**
   * The n-th message (from 1) gets no reply at all: the client waits, as for a slow server, until it goes away. The
   * message is never accepted, as a server's is not until it answers 250 (RFC 5321, 4.1.1.4).
   */
  holdData?: number;
};

const refusal = (code: number) => Object.assign(new Error(`Refused with ${code} by the test`), { responseCode: code });

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSmtpInbox(refuse: Refusals = {}): Promise<SmtpInbox> {
  const received: Received[] = [];
  const refusedOnce = new Set<string>();
  let messages = 0;
  let holding = () => {};
  const held = new Promise<void>((resolve) => (holding = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const once = refusedOnce.has(address.address) ? undefined : refuse.once?.[address.address];
      if (once) refusedOnce.add(address.address);
      const code = refuse.recipients?.[address.address] ?? once;
      callback(code ? refusal(code) : null);
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          const at = performance.now();
          if (++messages === refuse.holdData) return holding();
          if (refuse.data) return callback(refusal(refuse.data));
          received.push({
            mail: await simpleParser(raw),
            raw,
            rcptTo: session.envelope.rcptTo.map((to) => to.address),
            at,
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
    held,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
