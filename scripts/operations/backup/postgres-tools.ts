// pg_dump and pg_restore, found and run without the password on their command line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";

const DEBIAN_VERSIONS = "/usr/lib/postgresql";

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** PATH first, then Debian's versioned folders, newest first (pg_dump must be as new as the server). */
export function postgresTool(name: "pg_dump" | "pg_restore", versionsFolder = DEBIAN_VERSIONS): string {
  const onPath = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  const versions = fs.existsSync(versionsFolder)
    ? fs.readdirSync(versionsFolder).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a))
    : [];
  const found = [...onPath, ...versions.map((version) => path.join(versionsFolder, version, "bin"))]
    .map((folder) => path.join(folder, name))
    .find(isExecutable);
  if (!found)
    throw new Error(
      `${name} is not on PATH nor in ${versionsFolder}/*/bin: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`,
    );
  return found;
}

/**
 * The URL without its password, for --dbname, and an environment that carries the password as PGPASSWORD: a command
 * line is readable by every user of the machine (ps), a child's environment is not.
 */
export function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** A URL for another database on the same server, as the same user. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

function spawnTool(name: "pg_dump" | "pg_restore", argv: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(postgresTool(name), argv, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status}):\n${result.stderr}`);
  return result.stdout;
}

/** Runs pg_dump or pg_restore against `url`; its stdout, or an error with what it printed. */
export function runPostgresTool(name: "pg_dump" | "pg_restore", url: string, args: string[]): string {
  const { dbname, env } = connectionOf(url);
  return spawnTool(name, [`--dbname=${dbname}`, ...args], env);
}

/** pg_restore reading a dump without any server: what it prints for `args` (SQL, or the table of contents). */
export const readDump = (file: string, args: string[]) =>
  spawnTool("pg_restore", [...args, "--file=-", file], process.env);

/** One connection of our own (never the site's pool), closed whatever happens. */
export async function withClient<T>(url: string, query: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}
