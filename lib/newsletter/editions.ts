// The boletín's editions: starting one (its content and its recipients, fixed at once), their history, a test send.
import "server-only";
import { record } from "@/lib/audit/record";
import { serializable } from "@/lib/db-transaction";
import { db } from "@/lib/db";
import type { Delivery } from "@/lib/mail/delivery";
import { mailer } from "@/lib/mail/mailer";
import { isEmptyEdition, nextEditionContent } from "./edition-content";
import { editionMessage, editionSubject } from "./edition-mail";
import { contentOf, snapshotOf } from "./edition-snapshot";

export type DeliveryState = "pending" | "sending" | "sent" | "deferred" | "bounced" | "failed" | "skipped";

/** The states a delivery leaves only by being sent again: while an edition has one, it is unfinished. */
export const OPEN_STATES: DeliveryState[] = ["pending", "sending", "deferred"];

export type StartedEdition = { started: true; id: number; recipients: number };
export type RefusedEdition = { started: false; reason: "empty" | "unfinished" };

/**
 * Starts the next edition: its content as it is now, and one pending delivery per confirmed subscriber, written in
 * one statement inside the transaction that creates the edition, so that an edition never exists with half its
 * recipients. Refused when it would carry no post, or while another is still being sent.
 */
export async function startEdition(now: Date, byId: string | null = null): Promise<StartedEdition | RefusedEdition> {
  const content = await nextEditionContent(now);
  if (isEmptyEdition(content)) return { started: false, reason: "empty" };
  const subject = editionSubject(content);
  return serializable(async (tx) => {
    if (await tx.edition.findFirst({ where: { finishedAt: null }, select: { id: true } })) {
      return { started: false, reason: "unfinished" } as const;
    }
    const { _max } = await tx.edition.aggregate({ _max: { id: true } });
    const id = (_max.id ?? 0) + 1;
    await tx.edition.create({ data: { id, subject, content: snapshotOf(content), startedAt: now, recipients: 0 } });
    const recipients = await tx.$executeRaw`
      INSERT INTO "EditionDelivery" ("editionId", "email", "state", "attempts")
      SELECT CAST(${id} AS INTEGER), "email", 'pending', 0 FROM "Subscriber" WHERE "state" = 'confirmed'`;
    await tx.edition.update({
      where: { id },
      data: { recipients, ...(recipients === 0 && { finishedAt: now }) },
    });
    await record(tx, {
      actorId: byId,
      kind: "edition-sent",
      subject: String(id),
      detail: { subject, recipients },
      at: now,
    });
    return { started: true, id, recipients } as const;
  });
}

export type EditionSummary = {
  id: number;
  subject: string;
  startedAt: Date;
  finishedAt: Date | null;
  recipients: number;
  sent: number;
  bounced: number;
  deferred: number;
  failed: number;
  /** Not sent yet: pending, or handed to the mail server with no answer recorded. */
  pending: number;
  /** Skipped: no longer confirmed when their turn came. */
  skipped: number;
  posts: { id: string; title: string }[];
};

/** The latest editions, newest first, each with what became of its deliveries. */
export async function editionHistory(limit = 20): Promise<EditionSummary[]> {
  const editions = await db.edition.findMany({ orderBy: { id: "desc" }, take: limit });
  const counts = await db.editionDelivery.groupBy({
    by: ["editionId", "state"],
    where: { editionId: { in: editions.map(({ id }) => id) } },
    _count: { _all: true },
  });
  const count = (id: number, ...states: DeliveryState[]) =>
    counts
      .filter((row) => row.editionId === id && states.includes(row.state as DeliveryState))
      .reduce((sum, row) => sum + row._count._all, 0);
  return editions.map(({ id, subject, startedAt, finishedAt, recipients, content }) => ({
    id,
    subject,
    startedAt,
    finishedAt,
    recipients,
    sent: count(id, "sent"),
    bounced: count(id, "bounced"),
    deferred: count(id, "deferred"),
    failed: count(id, "failed"),
    pending: count(id, "pending", "sending"),
    skipped: count(id, "skipped"),
    posts: contentOf(content).posts.map(({ id: postId, title }) => ({ id: postId, title })),
  }));
}

export const TEST_SUBJECT_PREFIX = "[Prueba] ";

/** The next edition as it would go now, to one address (the editor's own), recorded nowhere. */
export async function sendTestEdition(to: string, now: Date): Promise<Delivery> {
  const message = editionMessage(await nextEditionContent(now), to, now);
  return mailer().send({ ...message, subject: `${TEST_SUBJECT_PREFIX}${message.subject}` }, now);
}
