// What became of one recipient's mail, written before the sender moves on to the next.
import "server-only";
import { db } from "@/lib/db";
import type { Delivery } from "@/lib/mail/delivery";
import { MailFailure } from "@/lib/mail/delivery";
import type { DeliveryState } from "./editions";

export type DeliveryKey = { editionId: number; email: string };

/** A temporary refusal is tried this many times in all; then the delivery has failed for good. */
export const MAX_ATTEMPTS = 5;

export type Outcome = { state: DeliveryState; code: number | null; response: string };

/** The server's answer for this recipient: accepted, refused for good (5xx) or for now (4xx, no answer). */
export function outcomeOf(email: string, delivery: Delivery): Outcome {
  if (delivery.accepted.some((address) => address.toLowerCase() === email)) {
    return { state: "sent", code: 250, response: "" };
  }
  const refusal = delivery.refused.find(({ recipient }) => recipient.toLowerCase() === email);
  if (!refusal) return { state: "deferred", code: null, response: "Neither accepted nor refused by the server" };
  return { state: refusal.permanent ? "bounced" : "deferred", code: refusal.code, response: refusal.response };
}

/**
 * A failure of the whole mail (the connection, the sender, the message) says nothing against this address: it is
 * deferred, whatever its code, and tried again like a temporary refusal.
 */
export function failureOutcome(error: unknown): Outcome {
  if (error instanceof MailFailure) return { state: "deferred", code: error.code, response: error.message };
  return { state: "deferred", code: null, response: error instanceof Error ? error.message : String(error) };
}

/** Marks the delivery as in the mail server's hands, with the Message-ID every attempt of it carries. */
export async function markSending(key: DeliveryKey, from: DeliveryState, messageId: string): Promise<boolean> {
  const marked = await db.editionDelivery.updateMany({
    where: { ...key, state: from },
    data: { state: "sending", messageId, attempts: { increment: 1 } },
  });
  return marked.count > 0;
}

export const markSkipped = (key: DeliveryKey) =>
  db.editionDelivery.update({ where: { editionId_email: key }, data: { state: "skipped", nextAttemptAt: null } });

/**
 * Writes an outcome. A bounce also marks the subscriber bouncing, in the same transaction, so that no later edition
 * mails it; a deferral waits retryMs, doubled at each attempt, and after MAX_ATTEMPTS becomes a failure.
 */
export async function recordOutcome(
  key: DeliveryKey,
  attempts: number,
  { state, code, response }: Outcome,
  now: Date,
  retryMs: number,
): Promise<DeliveryState> {
  const final = state === "deferred" && attempts >= MAX_ATTEMPTS ? "failed" : state;
  const nextAttemptAt = final === "deferred" ? new Date(now.getTime() + retryMs * 2 ** (attempts - 1)) : null;
  const delivery = db.editionDelivery.update({
    where: { editionId_email: key },
    data: {
      state: final,
      nextAttemptAt,
      lastCode: code,
      lastResponse: response.slice(0, 500),
      ...(final === "sent" && { sentAt: now }),
    },
  });
  const bouncing = db.subscriber.updateMany({
    where: { email: key.email, state: "confirmed" },
    data: { state: "bouncing", updatedAt: now },
  });
  await (final === "bounced" ? db.$transaction([delivery, bouncing]) : delivery);
  return final;
}
