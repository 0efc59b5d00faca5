// The one way into the audit log. It only appends: no code updates a row (the sweep deletes the year-old ones).
import "server-only";
import type { Prisma } from "../generated/prisma/client";

/** What the log records (docs/team.md). */
export const AUDIT_KINDS = [
  "sign-in",
  "sign-in-refused",
  "password-reset",
  "password-changed",
  "invitation-sent",
  "invitation-resent",
  "invitation-cancelled",
  "invitation-accepted",
  "role-changed",
  "account-deactivated",
  "account-reactivated",
  "key-created",
  "key-revoked",
  "factor-added",
  "factor-removed",
  "recovery-codes-renewed",
  "passkey-added",
  "passkey-removed",
  "security-changed",
  "post-published",
  "post-unpublished",
  "post-trashed",
  "post-restored",
  "post-purged",
  "review-requested",
  "review-returned",
  "edition-sent",
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Names and numbers only: never a password, token, key secret or link. */
export type AuditDetail = Record<string, string | number | boolean | null>;

export type AuditEntry = { actorId: string | null; kind: AuditKind; subject: string; detail?: AuditDetail; at?: Date };

/**
 * Appends an event through `client`: the write's own transaction where it has one, so a write that rolls back leaves
 * no event and none is written without its event. Not async: inside an array transaction it is one of the queries.
 */
export function record(client: Pick<Prisma.TransactionClient, "auditEvent">, entry: AuditEntry) {
  const { detail = {}, ...event } = entry;
  return client.auditEvent.create({ data: { ...event, detail: JSON.stringify(detail) }, select: { id: true } });
}
