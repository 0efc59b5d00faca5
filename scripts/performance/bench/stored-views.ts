// Views as months of readers would leave them, written straight into a bench database: the most read posts of each day
// are among the newest (a window that moves back a little each day), their views falling off as 1/rank.
import Database from "better-sqlite3";
import { newsroomDay } from "../../../lib/dates/newsroom-time";
import { utcDay } from "../../../lib/dates/calendar-date";

const DAY_MS = 86_400_000;
/** Posts read on a day; the others are not read at all that day. */
const READ_PER_DAY = 5000;
/** How far the window of read posts moves back each day, in posts. */
const WINDOW_STEP = 40;
/** The share of the site's views that land on pages other than posts (the home page, the guide). */
const OTHER_PAGES = 0.2;
/** Posts of a day whose views are split by referrer and device, as the editor's page reads them. */
const SOURCED_PER_DAY = 500;
const SOURCES = [
  { referrer: "google.com", device: "movil", share: 0.5 },
  { referrer: "", device: "movil", share: 0.3 },
  { referrer: "facebook.com", device: "escritorio", share: 0.2 },
];

export type StoredViews = { views: number; rows: number; days: number };

/** About `views` views over the last `days` days, ending today in Mexico City; the exact number stored is returned. */
export function storeViews(file: string, views: number, days: number): StoredViews {
  const db = new Database(file);
  try {
    const ids = (db.prepare('SELECT "id" FROM "Post" ORDER BY "date" DESC, "id" DESC').all() as { id: string }[]).map(
      ({ id }) => id,
    );
    const weights = Array.from({ length: READ_PER_DAY }, (_, rank) => 1 / (rank + 1));
    const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
    const postViewsPerDay = (views / days) * (1 - OTHER_PAGES);
    const page = db.prepare('INSERT INTO "PageDay" ("day", "path", "views", "visitors") VALUES (?, ?, ?, ?)');
    const source = db.prepare(
      'INSERT INTO "PageSource" ("day", "path", "referrer", "device", "views") VALUES (?, ?, ?, ?, ?)',
    );
    const today = utcDay(newsroomDay(new Date())).getTime();
    let stored = 0;
    let rows = 0;
    db.transaction(() => {
      for (let back = 0; back < days; back++) {
        const day = new Date(today - back * DAY_MS).toISOString().slice(0, 10);
        const read = ids.slice(back * WINDOW_STEP, back * WINDOW_STEP + READ_PER_DAY);
        let dayViews = 0;
        read.forEach((id, rank) => {
          const count = Math.max(1, Math.round((postViewsPerDay * weights[rank]) / weightSum));
          page.run(day, `/post/${id}`, count, Math.ceil(count * 0.7));
          if (rank < SOURCED_PER_DAY)
            for (const { referrer, device, share } of SOURCES)
              source.run(day, `/post/${id}`, referrer, device, Math.max(1, Math.round(count * share)));
          dayViews += count;
        });
        const others = Math.round(dayViews * (OTHER_PAGES / (1 - OTHER_PAGES)));
        page.run(day, "/", others, Math.ceil(others * 0.6));
        page.run(day, "*", dayViews + others, Math.ceil((dayViews + others) * 0.4));
        stored += dayViews + others;
        rows += read.length + 2;
      }
    })();
    return { views: stored, rows, days };
  } finally {
    db.close();
  }
}
