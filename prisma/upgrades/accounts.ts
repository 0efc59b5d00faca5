// The upgrade that came with the newsroom's accounts (issue 41, docs/team.md): an install that had one shared editor
// gets that editor as its first Administrador, and every post, revision and open session made before is theirs, so
// nothing is lost and nobody signs in again. Runs after the seed, so the sample posts of a new install are theirs too.
import { randomUUID } from "node:crypto";
import { firstAdministrador, normalizedEmail, type AccountStatus } from "../../lib/auth/accounts";
import type { Role } from "../../lib/team/roles";
import { hashPassword, verifyPassword } from "../../lib/auth/password";
import type { Credentials } from "../../lib/credentials";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { readSetting, SITE_SETTINGS, writeSetting } from "../../lib/site-settings";
import { runOnce, type Transaction } from "./run-once";

export const ACCOUNTS = "accounts";

type SiteCredentials = Pick<Credentials, "adminEmail" | "adminPassword">;

/** What a first Administrador is called until they give their name: the mailbox's part before the "@". */
const provisionalName = (email: string) => email.split("@")[0] || email;

async function ensureFirstAdministrador(tx: Transaction, site: SiteCredentials): Promise<string> {
  const existing = await firstAdministrador(tx);
  if (existing) return existing.id;
  const email = normalizedEmail(site.adminEmail);
  const created = await tx.account.create({
    data: {
      id: randomUUID(),
      email,
      name: provisionalName(email),
      role: "administrador" satisfies Role,
      status: "active" satisfies AccountStatus,
      passwordHash: await hashPassword(site.adminPassword),
    },
  });
  return created.id;
}

/**
 * Once: the first Administrador when there is none, and every post, revision and session without a person made theirs.
 * How many rows it gave them; null when the database had been upgraded already.
 */
export function attributeToFirstAdministrador(db: PrismaClient, site: SiteCredentials) {
  return runOnce(db, ACCOUNTS, async (tx) => {
    const id = await ensureFirstAdministrador(tx, site);
    const posts = await tx.post.updateMany({ where: { ownerId: null }, data: { ownerId: id } });
    const revisions = await tx.postRevision.updateMany({ where: { savedById: null }, data: { savedById: id } });
    const sessions = await tx.editorSession.updateMany({ where: { accountId: null }, data: { accountId: id } });
    return { posts: posts.count, revisions: revisions.count, sessions: sessions.count };
  });
}

/**
 * At every start: a new ADMIN_EMAIL or ADMIN_PASSWORD becomes the first Administrador's, so the operator's way of
 * changing the editor's credentials (docs/security.md) keeps working; the session key is made from them, so every
 * session then ends, as before. Only a change of the setting counts: a password the person chose since (their account
 * page, a reset) stays while ADMIN_PASSWORD stays what it was. An e-mail another account has is left alone. What
 * changed on the account: "email", "password", or nothing.
 */
export async function followSiteCredentials(db: PrismaClient, site: SiteCredentials): Promise<string[]> {
  const administrador = await firstAdministrador(db);
  if (!administrador) return [];
  const email = normalizedEmail(site.adminEmail);
  const data: { email?: string; passwordHash?: string } = {};
  if ((await readSetting(db, SITE_SETTINGS.appliedAdminEmail)) !== email) {
    await writeSetting(db, SITE_SETTINGS.appliedAdminEmail, email);
    if (administrador.email !== email && !(await db.account.findUnique({ where: { email }, select: { id: true } })))
      data.email = email;
  }
  const applied = await readSetting(db, SITE_SETTINGS.appliedAdminPassword);
  if (!applied || !(await verifyPassword(site.adminPassword, applied))) {
    const passwordHash = await hashPassword(site.adminPassword);
    await writeSetting(db, SITE_SETTINGS.appliedAdminPassword, passwordHash);
    const verifies =
      administrador.passwordHash && (await verifyPassword(site.adminPassword, administrador.passwordHash));
    if (!verifies) data.passwordHash = passwordHash;
  }
  if (Object.keys(data).length > 0) await db.account.update({ where: { id: administrador.id }, data });
  return Object.keys(data).map((field) => (field === "passwordHash" ? "password" : field));
}

/** Both, as prepare-db runs them. */
export async function upgradeAccounts(db: PrismaClient, site: SiteCredentials) {
  const attributed = await attributeToFirstAdministrador(db, site);
  const followed = await followSiteCredentials(db, site);
  return { attributed, followed };
}
