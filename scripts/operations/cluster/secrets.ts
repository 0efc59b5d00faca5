// The cluster's credentials, the same for every app server: made on the first run into the cluster's data folder
// (never committed: data/ is ignored), readable by the owner only, and read again on every later run.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type ClusterSecrets = {
  API_USER: string;
  API_PASSWORD: string;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
  SESSION_SECRET: string;
};

const secret = (bytes: number) => randomBytes(bytes).toString("base64url");

export const secretsFile = (dataDir: string) => path.join(dataDir, "secrets.json");

export function clusterSecrets(dataDir: string): ClusterSecrets {
  const file = secretsFile(dataDir);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as ClusterSecrets;
  const secrets: ClusterSecrets = {
    API_USER: "api",
    API_PASSWORD: secret(24),
    ADMIN_EMAIL: "editor@localhost",
    ADMIN_PASSWORD: secret(18),
    SESSION_SECRET: secret(48),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
