// What the editor sees of the boletín's readers: how many are in each state, and the confirmed ones as CSV.
import "server-only";
import { db } from "@/lib/db";
import type { SubscriberState } from "./subscribers";

export type SubscriberCounts = Record<SubscriberState, number>;

export async function subscriberCounts(): Promise<SubscriberCounts> {
  const groups = await db.subscriber.groupBy({ by: ["state"], _count: { _all: true } });
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0, bouncing: 0 };
  for (const group of groups) {
    if (group.state in counts) counts[group.state as SubscriberState] = group._count._all;
  }
  return counts;
}

/** Rows read at a time: the export's memory stays the same for a hundred readers or a million. */
const PAGE_SIZE = 1000;

export const SUBSCRIBER_CSV_HEADER = ["email", "confirmado", "origen"] as const;

/**
 * RFC 4180 quoting, and a leading quote mark on a value a spreadsheet would run as a formula (=, +, -, @, tab, return):
 * an address is typed by a stranger, and the file is opened by the editor.
 */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(",")}\r\n`;

/**
 * The confirmed addresses, in address order, with when each confirmed and on which form it signed up. Read a page at
 * a time by address (the key), so a reader who joins or leaves during the export moves no other row.
 */
export async function* confirmedSubscribersCsv(): AsyncGenerator<string> {
  yield csvLine(SUBSCRIBER_CSV_HEADER);
  let after: string | undefined;
  for (;;) {
    const page = await db.subscriber.findMany({
      where: { state: "confirmed", ...(after !== undefined && { email: { gt: after } }) },
      select: { email: true, confirmedAt: true, consentSource: true },
      orderBy: { email: "asc" },
      take: PAGE_SIZE,
    });
    if (page.length === 0) return;
    yield page
      .map(({ email, confirmedAt, consentSource }) =>
        csvLine([email, confirmedAt?.toISOString() ?? "", consentSource ?? ""]),
      )
      .join("");
    if (page.length < PAGE_SIZE) return;
    after = page[page.length - 1].email;
  }
}
