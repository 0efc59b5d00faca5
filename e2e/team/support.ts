import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Role } from "../../lib/team/roles";
import { publishingTokenOf, SAME_ORIGIN } from "../editor/editor";
import { serverEnvironment } from "../support/environment";
import { desktopOnly, expect } from "../support/test";

export type TeamAccount = { email: string; password: string; role: Role };

/**
 * A new active account of the e2e database (or of the site whose server `env` names) with that role, made as an
 * operator makes one (npm run team:account), the password on standard input.
 */
export function teamAccount(role: Role, env: Record<string, string> = {}, name?: string): TeamAccount {
  const account = {
    email: `${role}-${randomBytes(6).toString("hex")}@pulso.test`,
    password: randomBytes(12).toString("base64url"),
    role,
  };
  execFileSync(
    "node_modules/.bin/tsx",
    [
      "--conditions=react-server",
      "scripts/operations/team-account.ts",
      ...["--email", account.email, "--role", role],
      ...(name ? ["--name", name] : []),
    ],
    { input: `${account.password}\n`, env: { ...process.env, ...serverEnvironment, ...env }, stdio: "pipe" },
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

/** What a session sends with a write from the site's own pages: the origin and /createPost's publishing token. */
export async function writeHeaders(page: Page): Promise<Record<string, string>> {
  await page.goto("/createPost");
  return { ...SAME_ORIGIN, "X-Publishing-Token": await publishingTokenOf(page) };
}

export type ApiKey = { id: string; secret: string };

/** A new key of the signed-in person's, made as the account page makes it (an editor session's write). */
export async function newApiKey(request: APIRequestContext, headers: Record<string, string>): Promise<ApiKey> {
  const response = await request.post("/edmNews/keys", { headers, data: { name: "Prueba" } });
  expect(response.status(), "the key is made").toBe(201);
  return response.json();
}

/** A key sent as the specification's clients send the API's credentials: HTTP Basic, the id as the user name. */
export const keyAuthorization = (key: ApiKey) => `Basic ${Buffer.from(`${key.id}:${key.secret}`).toString("base64")}`;

/**
 * A flow of the team's accounts runs at the desktop width only: its server calls are the same at any width, and every
 * editor page's layout on a phone is checked at 360 and 390 px by e2e/site/layout.spec.ts (and the team's page by the
 * roles spec's Colaborador, on the phone too).
 */
export const accountFlow = desktopOnly("the same calls at any width; editor pages on a phone: e2e/site/layout.spec.ts");
