// Databases of their own for the benchmark and the fault tests: prepared like a real start, then filled in bulk.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { authorSlugOf } from "../../lib/authors/author-slug";
import { topicSlugOf } from "../../lib/validations/post-links";
import { packageScript } from "../infra/package-script";
import { BENCH_AUTHOR, BENCH_POST_COLUMNS, benchPost, benchPostValues } from "./bench-posts";

export { RARE_WORD, RARE_WORD_EVERY } from "./bench-posts";

/** With all of them set, preparing a database writes nothing beside it (lib/credentials.ts). */
const CREDENTIALS = ["API_USER", "API_PASSWORD", "ADMIN_EMAIL", "ADMIN_PASSWORD", "SESSION_SECRET"];
let template: string | undefined;

/**
 * A new file as what `npm start` runs first (migrations, sample posts, credentials) leaves it. That costs 15 to 30 s
 * on this 2-core machine (Prisma's CLI, the story parser started from its TypeScript) and its rows depend on the
 * migrations, the samples and the day, not on the site's address or settings: a process prepares one file and copies
 * it for every site after the first (the fault suites start 30).
 */
export function prepareDatabase(file: string, env: Record<string, string>): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
  if (!CREDENTIALS.every((name) => env[name])) return runPrestart(file, env);
  template ??= preparedTemplate(env);
  fs.copyFileSync(template, file);
}

function preparedTemplate(env: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-site-database-"));
  process.once("exit", () => fs.rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, "news.db");
  runPrestart(file, env);
  // Every write in the file itself, so that the file alone is the database.
  const db = new Database(file);
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  return file;
}

/** Runs what `npm start` runs first against the file as it is: its migrations and data upgrades. */
export function runPrestart(file: string, env: Record<string, string>): void {
  const prestart = packageScript("prestart");
  const result = spawnSync(path.join(process.cwd(), "node_modules", ".bin", prestart.command), prestart.args, {
    encoding: "utf8",
    env: { ...process.env, ...env, ...prestart.env, DATABASE_URL: `file:${file}` },
  });
  if (result.status !== 0) throw new Error(`prepare-db failed for ${file}:\n${result.stdout}${result.stderr}`);
}

const GENRES = ["Techno", "House", "Trance", "Drum & Bass", "Dubstep", "Hard Techno", "Melodic Techno", "Tech House"];
const CITIES = ["CDMX", "Guadalajara", "Monterrey", "Tulum", "Mérida", "Puebla", "Querétaro", "Tijuana"];
const FESTIVALS = Array.from({ length: 40 }, (_, index) => `Festival ${index + 1}`);

/** A genre (one post in 8 has each), a city and a festival: the topics of the list pages of /tema. */
const topicsOf = (index: number) => [
  GENRES[index % GENRES.length],
  CITIES[Math.floor(index / GENRES.length) % CITIES.length],
  FESTIVALS[index % FESTIVALS.length],
];
/** The one author of the bench's posts: their page lists the whole archive. */
export const BENCH_AUTHOR_SLUG = authorSlugOf(BENCH_AUTHOR);
export const BUSIEST_TOPIC = topicSlugOf(GENRES[0]);

/**
 * Adds posts up to `total` in one transaction, spread over ten years so the list order has work to do, each with
 * three topics.
 */
export function fillWithPosts(file: string, total: number): { count: number; middleId: string } {
  const db = new Database(file);
  try {
    const existing = (db.prepare("SELECT COUNT(*) AS count FROM Post").get() as { count: number }).count;
    const images = (db.prepare("SELECT DISTINCT image FROM Post").all() as { image: string }[]).map((row) => row.image);
    const insert = db.prepare(
      `INSERT INTO Post (${BENCH_POST_COLUMNS.join(", ")}) VALUES (${BENCH_POST_COLUMNS.map(() => "?").join(", ")})`,
    );
    const addTopic = db.prepare("INSERT OR IGNORE INTO Topic (slug, name) VALUES (?, ?)");
    const fileUnder = db.prepare("INSERT INTO PostTopic (postId, topicSlug, position) VALUES (?, ?, ?)");
    const missing = Math.max(0, total - existing);
    db.transaction(() => {
      for (let i = 0; i < missing; i++) {
        const post = benchPost(i, missing, images[i % images.length] ?? "/images/posts/placeholder.webp");
        insert.run(...benchPostValues(post));
        topicsOf(i).forEach((name, position) => {
          addTopic.run(topicSlugOf(name), name);
          fileUnder.run(post.id, topicSlugOf(name), position);
        });
      }
    })();
    const count = (db.prepare("SELECT COUNT(*) AS count FROM Post").get() as { count: number }).count;
    db.pragma("wal_checkpoint(TRUNCATE)");
    const middle = db
      .prepare("SELECT id FROM Post ORDER BY date DESC, publishedAt DESC, id DESC LIMIT 1 OFFSET ?")
      .get(Math.floor(count / 2)) as { id: string };
    return { count, middleId: middle.id };
  } finally {
    db.close();
  }
}
