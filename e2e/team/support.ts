import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import type { Role } from "../../lib/team/roles";
import { SAME_ORIGIN } from "../editor/editor";
import { serverEnvironment } from "../support/environment";
import { expect } from "../support/test";

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

/**
 * Signs the account in through the real endpoint (the page's request context shares its cookies with the page), with
 * the specification's flag the editor's screens read.
 */
export async function signIn(page: Page, account: Pick<TeamAccount, "email" | "password" | "role">): Promise<void> {
  const response = await page.request.post("/session", {
    data: { email: account.email, password: account.password },
    headers: SAME_ORIGIN,
  });
  expect(response.status(), `${account.role} signs in`).toBe(200);
  await page.goto("/login");
  await page.evaluate(() => localStorage.setItem("authenticated", "true"));
}
