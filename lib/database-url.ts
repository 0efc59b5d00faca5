import path from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/edm.db";

/** The SQLite file the site uses; relative paths resolve from the project root. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
}

export function databaseFile(url: string = databaseUrl()): string {
  const file = url.replace(/^file:/, "");
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}
