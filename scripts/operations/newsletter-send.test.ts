// npm run newsletter:send as an operator runs it: a child process, killed with SIGKILL in the middle of a send.
import { spawn } from "node:child_process";
import { scripts } from "@/package.json";
import { db } from "@/lib/db";
import { createPost } from "@/lib/newsroom/create-post";
import { aPost } from "@/scripts/testing/post-fixture";
import { startSmtpInbox, type SmtpInbox } from "@/scripts/testing/smtp-inbox";
import { eventually } from "@/scripts/testing/eventually";

jest.setTimeout(120_000);

const RECIPIENTS = Array.from({ length: 8 }, (_, index) => `lector${index}@ejemplo.mx`);
/** The message whose reply the server holds when the sender is killed. */
const HELD = 4;

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox({ holdData: HELD });
});
afterAll(async () => {
  await inbox.close();
  await db.$disconnect();
});

type Run = { code: number | null; signal: NodeJS.Signals | null; output: string };

function newsletterSend(
  whileRunning?: (kill: (signal: NodeJS.Signals) => void) => Promise<void>,
  rate = 100,
): Promise<Run> {
  // The command of `npm run newsletter:send`, which cron and systemd run: Node.js with tsx's loader rather than the tsx
  // command, which relays a signal to its child and, if the child has not reported it within 30 ms (as on a busy
  // machine), kills it and exits 143.
  const [node, ...args] = scripts["newsletter:send"].split(" ");
  expect(node).toBe("node");
  const child = spawn(process.execPath, args, {
    env: { ...process.env, SMTP_URL: inbox.url, NEWSLETTER_RATE: String(rate) },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const ended = new Promise<Run>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, output })));
  void whileRunning?.((signal) => child.kill(signal));
  return ended;
}

const copiesTo = (email: string) => inbox.received.filter(({ rcptTo }) => rcptTo.includes(email)).length;

const firstMail = () => eventually(() => inbox.received.length > 0, { timeoutMs: 60_000 });

it("stops on SIGTERM after the mail in flight, finishes a send killed in the middle with exactly one copy each, then refuses an empty one", async () => {
  await createPost({ ...aPost({ title: "Lo de esta semana" }), savedBy: "test" });
  await db.subscriber.createMany({ data: RECIPIENTS.map((email) => ({ email, state: "confirmed" })) });

  const stopped = await newsletterSend(async (kill) => {
    await firstMail();
    kill("SIGTERM");
  }, 2);
  expect(stopped).toMatchObject({ code: 75, signal: null });
  expect(stopped.output).toMatch(/SIGTERM: stopping after the mail in flight/);
  expect(await db.editionDelivery.count({ where: { state: "sending" } })).toBe(0);
  expect(await db.editionDelivery.count({ where: { state: "sent" } })).toBe(inbox.received.length);

  const killed = await newsletterSend(async (kill) => {
    await inbox.held;
    kill("SIGKILL");
  });
  expect(killed.signal).toBe("SIGKILL");
  expect(inbox.received).toHaveLength(HELD - 1);
  const left = await db.editionDelivery.findMany({ where: { state: "sending" } });
  expect(left).toHaveLength(1);
  expect(await db.editionDelivery.count({ where: { state: "sent" } })).toBe(HELD - 1);

  // A minute later, the dead sender's lease has run out.
  await db.senderLease.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
  const resumed = await newsletterSend();
  expect(resumed).toMatchObject({ code: 0, signal: null });
  expect(resumed.output).toMatch(/Going on with edition 1/);
  expect(resumed.output).toMatch(/Finished edition 1/);
  expect(RECIPIENTS.map(copiesTo)).toEqual(RECIPIENTS.map(() => 1));
  const resent = inbox.received.find(({ rcptTo }) => rcptTo.includes(left[0].email))!;
  expect(resent.mail.messageId).toBe(left[0].messageId);
  expect(await db.editionDelivery.count({ where: { state: "sent", attempts: 1 } })).toBe(RECIPIENTS.length - 1);

  const empty = await newsletterSend();
  expect(empty.code).toBe(1);
  expect(empty.output).toMatch(/Nothing to send: no post went online since the last boletín/);
  expect(await db.edition.count()).toBe(1);
});
