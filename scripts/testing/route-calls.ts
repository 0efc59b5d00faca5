// Calls of the app's route handlers as the API's clients and the editor's browser send them, for the Jest tests that
// call a handler directly.
import { randomUUID } from "node:crypto";
import { deviceCookieName, sessionCookieName } from "../../lib/auth/cookie";
import { newDevice } from "../../lib/auth/device";
import { publishingTokenFor } from "../../lib/auth/publishing-token";
import { createSession } from "../../lib/auth/session";
import { db } from "../../lib/db";
import { PUBLISHING_TOKEN_HEADER } from "../../lib/editor-credential-names";
import type { Role } from "../../lib/team/roles";

export const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;

/**
 * A request from a client address of its own among those under `network` (e.g. "198.51.100"), so the throttles other
 * test files fill do not bind it.
 */
export function routeCaller(network: string) {
  let unique = 0;
  return (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Request(`${SITE}${path}`, {
      method,
      headers: {
        "x-forwarded-for": `${network}.${(++unique % 200) + 1}`,
        ...headers,
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * An editor's browser, as the editor's screens send a change: its cookies, the publishing token, the site's origin.
 * `factorSetup`: a session that must first add a second factor (lib/auth/factor-requirement.ts).
 */
export async function editorOf(
  accountId: string,
  { factorSetup = false }: { factorSetup?: boolean } = {},
): Promise<Record<string, string>> {
  const device = newDevice();
  const token = await createSession(accountId, new Date(), 0, null, { factorSetup });
  return {
    cookie: `${sessionCookieName()}=${token}; ${deviceCookieName()}=${device}`,
    [PUBLISHING_TOKEN_HEADER]: publishingTokenFor(device)!,
    origin: SITE,
  };
}

/** A new active account with that role. */
export async function activePerson(role: Role) {
  const id = randomUUID();
  const email = `${role}-${id}@example.mx`;
  await db.account.create({ data: { id, email, name: "Persona", role, status: "active" } });
  return { id, email };
}
