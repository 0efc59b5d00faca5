import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataFolder } from "./database-url";
import { env } from "./env";

export type Credentials = {
  apiUser: string;
  apiPassword: string;
  adminEmail: string;
  adminPassword: string;
  sessionSecret: string;
};

type Generated = Partial<Record<keyof Credentials, string>>;

/** Generated credentials live beside the database (in data/ on PostgreSQL), readable by the owner only. */
export function credentialsFile(): string {
  return path.join(dataFolder(env().DATABASE_URL), "credentials.json");
}

const strongSecret = (bytes: number) => randomBytes(bytes).toString("base64url");

const defaults: Record<keyof Credentials, () => string> = {
  apiUser: () => "api",
  apiPassword: () => strongSecret(24),
  adminEmail: () => "editor@localhost",
  adminPassword: () => strongSecret(18),
  sessionSecret: () => strongSecret(48),
};

function readGenerated(file: string): Generated {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Generated;
  } catch {
    return {};
  }
}

/**
 * Credentials from the environment, or, where one is missing, a strong random one made on the first
 * start and kept in the data folder: no secret ever has a published default.
 */
export function ensureCredentials(): { credentials: Credentials; generatedIn?: string } {
  const { API_USER, API_PASSWORD, ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET } = env();
  const fromEnv: Generated = {
    apiUser: API_USER,
    apiPassword: API_PASSWORD,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    sessionSecret: SESSION_SECRET,
  };
  const missing = (Object.keys(defaults) as (keyof Credentials)[]).filter((key) => !fromEnv[key]);
  if (missing.length === 0) return { credentials: fromEnv as Credentials };

  const file = credentialsFile();
  const stored = readGenerated(file);
  const toCreate = missing.filter((key) => !stored[key]);
  if (toCreate.length > 0) {
    for (const key of toCreate) stored[key] = defaults[key]();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 });
  }
  fs.chmodSync(file, 0o600);
  const credentials = { ...stored, ...Object.fromEntries(Object.entries(fromEnv).filter(([, v]) => v)) };
  return { credentials: credentials as Credentials, generatedIn: file };
}

let cached: Credentials | undefined;

export function credentials(): Credentials {
  cached ??= ensureCredentials().credentials;
  return cached;
}
