// The site's settings kept in the database (SiteSetting), so that every app server reads the same: what the first
// Administrador's credentials were last set from (prisma/upgrades/accounts.ts), and the newsroom's security choices.
import type { PrismaClient, Prisma } from "./generated/prisma/client";

type Client = Pick<PrismaClient | Prisma.TransactionClient, "siteSetting">;

export const SITE_SETTINGS = {
  /** The ADMIN_EMAIL, normalised, last given to the first Administrador. */
  appliedAdminEmail: "first-administrador.applied-email",
  /** A scrypt hash of the ADMIN_PASSWORD last given to the first Administrador: a later one of their own stays. */
  appliedAdminPassword: "first-administrador.applied-password",
  /** "editors" when Editors and Administradores must sign in with a second factor (lib/auth/factor-requirement.ts). */
  secondFactorRequired: "security.second-factor-required",
} as const;
export type SiteSettingKey = (typeof SITE_SETTINGS)[keyof typeof SITE_SETTINGS];

export async function readSetting(client: Client, key: SiteSettingKey): Promise<string | null> {
  return (await client.siteSetting.findUnique({ where: { key } }))?.value ?? null;
}

export async function writeSetting(client: Client, key: SiteSettingKey, value: string): Promise<void> {
  await client.siteSetting.upsert({ where: { key }, create: { key, value }, update: { value } });
}
