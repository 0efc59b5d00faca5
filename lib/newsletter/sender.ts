// Sends the boletín: each delivery marked before its mail goes and recorded after, at an even pace, by one sender at
// a time (sender-lease.ts). docs/newsletter.md says why a delivery found "sending" is sent again.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createMailer, newMessageId, siteMailerSettings, type Mailer } from "@/lib/mail/mailer";
import { countDelivery } from "@/lib/metrics/newsletter";
import type { EditionContent } from "./edition-content";
import { editionMessage } from "./edition-mail";
import { contentOf } from "./edition-snapshot";
import { OPEN_STATES, type DeliveryState } from "./editions";
import { failureOutcome, markSending, markSkipped, outcomeOf, recordOutcome } from "./delivery-outcome";
import { pacer } from "./pacer";
import { LEASE_MS, releaseLease, renewLease, takeLease } from "./sender-lease";

export type SendOptions = {
  /** Mails a second; NEWSLETTER_RATE by default. */
  rate?: number;
  /** The clock of what is recorded (and of the lease); the pace follows the real one. */
  now?: () => Date;
  /** Stops after the mail in flight. */
  signal?: AbortSignal;
  /** A pooled mailer on the site's settings by default, closed at the end. */
  mailer?: Mailer;
  /** Told each recorded delivery, e.g. to print progress. */
  onDelivery?: (email: string, state: DeliveryState) => void;
};

type Counted = "sent" | "bounced" | "deferred" | "failed" | "skipped";
export type SendReport = Record<Counted, number> & {
  /** False when another sender held the lease, or no edition was unfinished: nothing was done. */
  ran: boolean;
  /** The editions this run finished. */
  finished: number[];
  /** Stopped before the end: by the signal, or because the lease was lost. */
  stopped: boolean;
};

const BATCH = 200;

/** Deliveries of unfinished editions that may go now: pending, due deferred, and those a dead sender left "sending". */
const dueDeliveries = (now: Date) =>
  db.editionDelivery.findMany({
    where: {
      edition: { finishedAt: null },
      OR: [{ state: { in: ["pending", "sending"] } }, { state: "deferred", nextAttemptAt: { lte: now } }],
    },
    orderBy: [{ editionId: "asc" }, { email: "asc" }],
    take: BATCH,
  });

async function finishEditions(now: Date): Promise<number[]> {
  const open = await db.edition.findMany({
    where: { finishedAt: null, deliveries: { none: { state: { in: OPEN_STATES } } } },
    select: { id: true },
  });
  const ids = open.map(({ id }) => id);
  await db.edition.updateMany({ where: { id: { in: ids } }, data: { finishedAt: now } });
  return ids;
}

/**
 * Sends every due delivery of the unfinished editions, then marks finished those with nothing left to try. Returns at
 * once when no edition is unfinished or another sender holds the lease.
 */
export async function sendPendingEditions(options: SendOptions = {}): Promise<SendReport> {
  const { rate = env().NEWSLETTER_RATE, now = () => new Date(), signal, onDelivery } = options;
  const report: SendReport = {
    ran: false,
    finished: [],
    stopped: false,
    sent: 0,
    bounced: 0,
    deferred: 0,
    failed: 0,
    skipped: 0,
  };
  if ((await db.edition.count({ where: { finishedAt: null } })) === 0) return report;
  const owner = randomUUID();
  if (!(await takeLease(owner, now()))) return report;
  report.ran = true;
  let held = true;
  const renewal = setInterval(() => {
    renewLease(owner, now()).then(
      (still) => (held &&= still),
      () => undefined,
    );
  }, LEASE_MS / 4);
  const mailer = options.mailer ?? createMailer({ ...siteMailerSettings(), pool: true });
  const { from } = siteMailerSettings();
  const retryMs = env().NEWSLETTER_RETRY_SECONDS * 1000;
  const contents = new Map<number, EditionContent>();
  const contentFor = async (id: number) => {
    if (!contents.has(id)) contents.set(id, contentOf((await db.edition.findUniqueOrThrow({ where: { id } })).content));
    return contents.get(id)!;
  };
  const pace = pacer(rate, signal);
  try {
    for (let batch = await dueDeliveries(now()); batch.length > 0; batch = await dueDeliveries(now())) {
      for (const row of batch) {
        if (signal?.aborted || !held) return { ...report, stopped: true };
        const key = { editionId: row.editionId, email: row.email };
        const subscriber = await db.subscriber.findUnique({ where: { email: row.email }, select: { state: true } });
        let state: DeliveryState = "skipped";
        if (subscriber?.state !== "confirmed") await markSkipped(key);
        else {
          await pace();
          if (signal?.aborted || !held) return { ...report, stopped: true };
          const messageId = row.messageId ?? newMessageId(from.address);
          if (!(await markSending(key, row.state as DeliveryState, messageId))) continue;
          const message = { ...editionMessage(await contentFor(row.editionId), row.email, now()), messageId };
          const outcome = await mailer.send(message, now()).then((sent) => outcomeOf(row.email, sent), failureOutcome);
          state = await recordOutcome(key, row.attempts + 1, outcome, now(), retryMs);
        }
        report[state as Counted] += 1;
        countDelivery(state as Counted);
        onDelivery?.(row.email, state);
      }
    }
    report.finished = await finishEditions(now());
    return report;
  } finally {
    clearInterval(renewal);
    if (!options.mailer) mailer.close();
    if (held) await releaseLease(owner, now());
  }
}
