// The size on disk of the full-text index of posts (the FTS5 table "PostSearch" and its shadow tables).
import Database from "better-sqlite3";

export type SearchIndexSize = { index: number; database: number };

export function searchIndexBytes(file: string): SearchIndexSize {
  const db = new Database(file, { readonly: true });
  try {
    const pages = db.prepare("SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name").all() as {
      name: string;
      bytes: number;
    }[];
    const index = pages.filter(({ name }) => name.startsWith("PostSearch")).reduce((sum, row) => sum + row.bytes, 0);
    return { index, database: pages.reduce((sum, row) => sum + row.bytes, 0) };
  } finally {
    db.close();
  }
}
