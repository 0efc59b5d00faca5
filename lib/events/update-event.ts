import "server-only";
import { serializable } from "../db-transaction";
import { ifMatchAccepts } from "../etag";
import type { EventInput } from "../validations/event";
import { columnsOf, lineupRows, requireSpan } from "./event-columns";
import { StaleEventError } from "./errors";
import { missingEvent, withLineup, type StoredEvent } from "./stored-event";

/** Any of an event's fields but its id; a line-up or a venue replaces the one stored. */
export type EventChange = Partial<Omit<EventInput, "id">>;

/** The version the client saw (its If-Match header), when it says. */
export type EventWriteOptions = { ifMatch?: string | null };

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? +a === +b : a === b);

const lineupKey = (rows: { name: string; stage: string; startsAt: Date | null; endsAt: Date | null }[]) =>
  JSON.stringify(
    rows.map(({ name, stage, startsAt, endsAt }) => [
      name,
      stage,
      startsAt?.getTime() ?? null,
      endsAt?.getTime() ?? null,
    ]),
  );

/**
 * Changes an event in one transaction: the If-Match is compared with the version read in it, the rules between
 * fields are read on the event as it would be stored, and the version rises. Wall-clock times are read on the zone the
 * event will have. A rescheduled event whose start moves keeps its first start in previousStartsAt. A change that
 * changes nothing writes nothing.
 */
export function updateEvent(id: string, change: EventChange, { ifMatch }: EventWriteOptions): Promise<StoredEvent> {
  const { lineup, ...fields } = change;
  return serializable(async (tx) => {
    const row = await tx.event.findUnique({ where: { id }, include: withLineup });
    if (!row) throw await missingEvent(id, tx);
    if (!ifMatchAccepts(ifMatch, row.version)) throw new StaleEventError(id, row.version);
    const zone = fields.timeZone ?? row.timeZone;
    const columns = await columnsOf(fields, zone);
    const next = { ...row, ...columns };
    requireSpan(next);
    const rows = lineup && lineupRows(lineup, zone);
    const lineupChanged = rows !== undefined && lineupKey(rows) !== lineupKey(row.lineup);
    const changed = Object.entries(columns).some(([column, value]) => !same(value, row[column as keyof typeof row]));
    if (!changed && !lineupChanged) return row;
    const moved = !same(next.startsAt, row.startsAt);
    return tx.event.update({
      where: { id },
      data: {
        ...columns,
        previousStartsAt: next.status === "reprogramado" && moved ? (row.previousStartsAt ?? row.startsAt) : undefined,
        updatedAt: new Date(),
        version: row.version + 1,
        ...(lineupChanged && { lineup: { deleteMany: {}, create: rows } }),
      },
      include: withLineup,
    });
  });
}
