// The newsroom's people (docs/team.md): what an account is made of and the one everyone else acts beside, the first
// Administrador. Plain functions of a Prisma client, so the data upgrade (prisma/upgrades/accounts.ts) shares them.
import "server-only";
import type { PrismaClient } from "../generated/prisma/client";
import type { Role } from "../team/roles";

export const STATUSES = ["invited", "active", "deactivated"] as const;
export type AccountStatus = (typeof STATUSES)[number];

/** One account per mailbox however it was typed: what Account.email stores and every look-up compares. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** The reads both clients answer alike; a transaction's client answers them too. */
type AccountReader = Pick<PrismaClient, "account">;

/**
 * The first Administrador: the person of the site's credentials (ADMIN_EMAIL/ADMIN_PASSWORD, or the generated demo
 * ones), made by the accounts upgrade, whom the API's Basic credential (API_USER/API_PASSWORD) acts as. The oldest
 * Administrador, so a second one added later never takes their place.
 */
export const firstAdministrador = (client: AccountReader) =>
  client.account.findFirst({
    where: { role: "administrador" satisfies Role },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, email: true, status: true, passwordHash: true },
  });
