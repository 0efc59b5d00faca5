import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Role } from "../../lib/team/roles";
import { serverEnvironment } from "../support/environment";

export type TeamAccount = { email: string; password: string; role: Role };

/**
 * A new active account of the e2e database with that role, made as an operator makes one (npm run team:account), the
 * password on standard input.
 */
export function teamAccount(role: Role): TeamAccount {
  const account = {
    email: `${role}-${randomBytes(6).toString("hex")}@pulso.test`,
    password: randomBytes(12).toString("base64url"),
    role,
  };
  execFileSync(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/operations/team-account.ts", "--email", account.email, "--role", role],
    { input: `${account.password}\n`, env: { ...process.env, ...serverEnvironment }, stdio: ["pipe", "pipe", "pipe"] },
  );
  return account;
}
