// A post the site cannot read, written straight into a database: the way the specs make the server fail on one page.
import Database from "better-sqlite3";

/**
 * Stores `id` with bytes in its introduction, which only the post page reads: that page, and nothing else, fails on
 * the server. Old date, published at once, stored as the data layer writes them: lists, sitemaps and feed read the
 * row fine. Returns what removes it.
 */
export function storeUnreadablePost(databaseFile: string, id: string): () => void {
  const database = new Database(databaseFile);
  try {
    database
      .prepare(
        `INSERT INTO Post (id, title, description, introduction, climax, conclusion, author, image, date,
           createdAt, publishAt, publishedAt, updatedAt, liveAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        "Nota dañada",
        "d",
        Buffer.from([0, 255]),
        "c",
        "c",
        "a",
        "/images/posts/x.webp",
        "2000-01-01",
        ...Array<string>(5).fill("2000-01-01T00:00:00.000+00:00"),
      );
  } finally {
    database.close();
  }
  return () => {
    const again = new Database(databaseFile);
    try {
      again.prepare("DELETE FROM Post WHERE id = ?").run(id);
    } finally {
      again.close();
    }
  };
}
