import path from "node:path";

/** The SQLite file a DATABASE_URL names; relative paths resolve from the project root. */
export function databaseFile(url: string): string {
  const file = url.replace(/^file:/, "");
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}
