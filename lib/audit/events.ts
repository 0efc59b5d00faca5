// The audit log as /editor/registro reads it: newest first, a page at a time, by person and by kind.
import "server-only";
import { db } from "../db";
import type { AuditDetail, AuditKind } from "./record";

export const EVENTS_PER_PAGE = 50;

export type AuditFilter = { actorId?: string; kind?: AuditKind };

export type AuditEvent = {
  id: number;
  at: Date;
  actorId: string | null;
  kind: AuditKind;
  subject: string;
  detail: AuditDetail;
};

export type AuditPage = { events: AuditEvent[]; total: number; pages: number };

/** Page `page` (from 1) of the events the filter keeps; `pages` is at least 1, so an empty log has its first page. */
export async function listEvents({ page, ...filter }: AuditFilter & { page: number }): Promise<AuditPage> {
  const where = { actorId: filter.actorId, kind: filter.kind };
  const [rows, total] = await Promise.all([
    db.auditEvent.findMany({
      where,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      skip: (page - 1) * EVENTS_PER_PAGE,
      take: EVENTS_PER_PAGE,
    }),
    db.auditEvent.count({ where }),
  ]);
  const events = rows.map((row) => ({ ...row, kind: row.kind as AuditKind, detail: JSON.parse(row.detail) }));
  return { events, total, pages: Math.max(1, Math.ceil(total / EVENTS_PER_PAGE)) };
}
