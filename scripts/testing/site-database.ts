// Databases of their own for the benchmark and the fault tests: prepared like a real start, then filled in bulk.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { packageScript } from "./package-script";

/** Runs what `npm start` runs first (migrations, sample posts, credentials) against the given file. */
export function prepareDatabase(file: string, env: Record<string, string>): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
  const prestart = packageScript("prestart");
  const result = spawnSync(path.join(process.cwd(), "node_modules", ".bin", prestart.command), prestart.args, {
    encoding: "utf8",
    env: { ...process.env, ...env, ...prestart.env, DATABASE_URL: `file:${file}` },
  });
  if (result.status !== 0) throw new Error(`prepare-db failed for ${file}:\n${result.stdout}${result.stderr}`);
}

const paragraph = (topic: string, index: number) =>
  `${topic} ${index}: la pista vibró con un set de techno melódico que llevó al público del atardecer a la madrugada, ` +
  "entre luces láser, pantallas gigantes y una comunidad que no dejó de bailar. ".repeat(6);

/** Adds posts up to `total` in one transaction, spread over ten years so the list order has work to do. */
export function fillWithPosts(file: string, total: number): { count: number; middleId: string } {
  const db = new Database(file);
  try {
    const existing = (db.prepare("SELECT COUNT(*) AS count FROM Post").get() as { count: number }).count;
    const images = (db.prepare("SELECT DISTINCT image FROM Post").all() as { image: string }[]).map((row) => row.image);
    const insert = db.prepare(
      `INSERT INTO Post (id, title, description, introduction, climax, conclusion, author, image, date,
         createdAt, publishAt, publishedAt, updatedAt, liveAt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const missing = Math.max(0, total - existing);
    const firstDay = Date.UTC(2015, 0, 1);
    const days = 3650;
    db.transaction(() => {
      for (let i = 0; i < missing; i++) {
        const day = new Date(firstDay + Math.floor((i * days) / Math.max(missing, 1)) * 86_400_000);
        // Stored, published, last changed and online at the same moment, as a post published through the API.
        const storedAt = new Date(firstDay + i * 1000).toISOString().replace("Z", "+00:00");
        insert.run(
          `bench-post-${String(i).padStart(6, "0")}`,
          `Festival electrónico ${i}: line-up, horarios y lo que no te puedes perder`,
          `Todo sobre la edición ${i}: escenarios, artistas invitados y consejos para llegar a tiempo.`,
          paragraph("Introducción", i),
          paragraph("Clímax", i),
          paragraph("Conclusión", i),
          "Redacción Pulso",
          images[i % images.length] ?? "/images/posts/placeholder.webp",
          day.toISOString().slice(0, 10),
          ...Array<string>(5).fill(storedAt),
        );
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
