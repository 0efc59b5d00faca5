// The boletín's readers: double opt-in, and an unsubscribed address kept only so that it is never mailed again.
import "server-only";
import { serializable } from "@/lib/db-transaction";
import { db } from "@/lib/db";
import { subscriberEmailSchema, type SignupSource } from "@/lib/validations/subscriber";
import { tokenEmail } from "./reader-token";
import { CONFIRMATION_MAIL_INTERVAL_MS } from "./signup-throttle";

export type SubscriberState = "pending" | "confirmed" | "unsubscribed" | "bouncing";

/** What a signup leads to: the address a confirmation mail goes to, or null when none should go. */
export type SignupRequest = { confirmationTo: string | null };

const recentlyMailed = (consentAt: Date | null, now: Date) =>
  consentAt !== null && now.getTime() - consentAt.getTime() < CONFIRMATION_MAIL_INTERVAL_MS;

/**
 * A new address, or one that is pending or unsubscribed, is pending from now with this consent, and is sent a
 * confirmation. A confirmed address stays confirmed and a bouncing one stays bouncing, both without a mail: the
 * first has nothing to confirm, the second's server refused it for good. An address pending since a mail that went less
 * than CONFIRMATION_MAIL_INTERVAL_MS ago stays as it is, without a new one. The caller answers every case alike.
 */
export async function requestSignup(email: string, source: SignupSource, now: Date): Promise<SignupRequest> {
  const address = subscriberEmailSchema.parse(email);
  const consent = { state: "pending", consentAt: now, consentSource: source, updatedAt: now };
  return serializable(async (tx) => {
    const stored = await tx.subscriber.findUnique({
      where: { email: address },
      select: { state: true, consentAt: true },
    });
    if (!stored) {
      await tx.subscriber.create({ data: { email: address, ...consent, createdAt: now } });
      return { confirmationTo: address };
    }
    if (stored.state === "confirmed" || stored.state === "bouncing") return { confirmationTo: null };
    if (stored.state === "pending" && recentlyMailed(stored.consentAt, now)) return { confirmationTo: null };
    await tx.subscriber.update({ where: { email: address }, data: consent });
    return { confirmationTo: address };
  });
}

/** Confirms the pending address a live confirmation token names; true also when it was confirmed already. */
export async function confirm(token: string, now: Date): Promise<boolean> {
  const email = tokenEmail("newsletter-confirmation", token, now);
  if (!email) return false;
  const confirmed = await db.subscriber.updateMany({
    where: { email, state: "pending" },
    data: { state: "confirmed", confirmedAt: now, unsubscribedAt: null, updatedAt: now },
  });
  return confirmed.count > 0 || (await db.subscriber.count({ where: { email, state: "confirmed" } })) > 0;
}

/**
 * Unsubscribes an address, named by a live unsubscribe token or given as it is (the editor, a mailto unsubscribe):
 * what it keeps is the address and when it left, so that it is never mailed again. False for a token that is not
 * valid or an address the store does not hold.
 */
export async function unsubscribe(by: { token: string } | { email: string }, now: Date): Promise<boolean> {
  const email =
    "token" in by
      ? tokenEmail("newsletter-unsubscribe", by.token, now)
      : subscriberEmailSchema.safeParse(by.email).data;
  if (!email) return false;
  const left = await db.subscriber.updateMany({
    where: { email, state: { not: "unsubscribed" } },
    data: {
      state: "unsubscribed",
      unsubscribedAt: now,
      consentAt: null,
      consentSource: null,
      confirmedAt: null,
      updatedAt: now,
    },
  });
  return left.count > 0 || (await db.subscriber.count({ where: { email } })) > 0;
}
