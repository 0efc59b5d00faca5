// A PostgreSQL server of our own (Debian's binaries) on a loopback port, with its data in a folder of our choosing: for
// the tests (a temporary folder) and `npm run cluster` (data/cluster/). Never the Debian "main" cluster, never systemd.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";

const BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";
const SUPERUSER = "postgres";
const READY_TIMEOUT_S = 60;

export type PostgresOptions = {
  dataDir: string;
  port: number;
  /** Skips fsync: for throwaway test data only, where a crash loses nothing worth keeping. */
  ephemeral?: boolean;
};

export type RunningPostgres = {
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): Promise<void>;
};

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user, who owns the data folder. */
const asRoot = () => process.getuid?.() === 0;

function run(command: string, args: string[]): string {
  const [file, argv] = asRoot() ? ["runuser", ["-u", SUPERUSER, "--", command, ...args]] : [command, args];
  try {
    return execFileSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(command)} failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

function prepareDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (asRoot()) {
    // The postgres user must own the folder and reach it through its parents.
    execFileSync("chown", [`${SUPERUSER}:`, dataDir]);
    fs.chmodSync(dataDir, 0o700);
    try {
      run("test", ["-x", dataDir]);
    } catch {
      throw new Error(`The postgres user cannot reach ${dataDir}: every folder above it must be searchable (o+x).`);
    }
  }
}

function initIfEmpty(dataDir: string): void {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return;
  run(path.join(BIN, "initdb"), [
    "--pgdata",
    dataDir,
    "--username",
    SUPERUSER,
    // Loopback only (listen_addresses below), so trust is no wider than the machine.
    "--auth",
    "trust",
    "--encoding",
    "UTF8",
    // C collation orders text by code point, as SQLite's BINARY does: the same keyset order on both databases.
    "--locale",
    "C",
    "--no-sync",
  ]);
}

function serverSettings({ port, ephemeral }: PostgresOptions): string {
  const settings = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    // No socket in /var/run/postgresql: this server is reached on its port only.
    "-c unix_socket_directories=''",
    "-c max_connections=200",
  ];
  if (ephemeral) settings.push("-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off");
  return settings.join(" ");
}

function pgCtl(dataDir: string, args: string[]): string {
  return run(path.join(BIN, "pg_ctl"), ["--pgdata", dataDir, ...args]);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  prepareDataDir(dataDir);
  initIfEmpty(dataDir);
  pgCtl(dataDir, [
    "start",
    "--wait",
    `--timeout=${READY_TIMEOUT_S}`,
    "--log",
    path.join(dataDir, "server.log"),
    "-o",
    serverSettings(options),
  ]);

  const url = (database: string) =>
    `postgresql://${SUPERUSER}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;

  async function createDatabase(name: string, template?: string): Promise<string> {
    const client = new Client({ connectionString: url("postgres") });
    await client.connect();
    try {
      const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (exists.rowCount === 0) {
        const from = template ? ` TEMPLATE ${quoteIdentifier(template)}` : "";
        await client.query(`CREATE DATABASE ${quoteIdentifier(name)}${from}`);
      }
    } finally {
      await client.end();
    }
    return url(name);
  }

  async function stop(): Promise<void> {
    // Fast: disconnects clients and shuts down cleanly, without waiting for them to leave.
    pgCtl(dataDir, ["stop", "--wait", "--mode=fast"]);
  }

  return { url, createDatabase, stop };
}
