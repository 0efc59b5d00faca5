// Jest's way to leave views in the counts' table, as the page counter's batches do: added to a page's day.
import { db } from "../../lib/db";

export async function addViews(path: string, day: string, views: number, visitors = views, held = 0): Promise<void> {
  await db.pageDay.upsert({
    where: { day_path: { day, path } },
    create: { day, path, views, visitors, held },
    update: { views: { increment: views }, visitors: { increment: visitors }, held: { increment: held } },
  });
}
