// The links mailed to the newsroom's people (docs/team.md): 256 random bits in the link, their keyed hash in
// AccountLink. A link works once and until it expires, and a newer one of the same purpose replaces it.
import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { mailedLinkKey } from "../auth/credentials-key";
import type { Prisma } from "../generated/prisma/client";

export const LINK_LIFETIME_MS = { invitation: 7 * 24 * 60 * 60 * 1000, reset: 60 * 60 * 1000 } as const;
export type LinkPurpose = keyof typeof LINK_LIFETIME_MS;

type Client = Pick<Prisma.TransactionClient, "accountLink">;

const linkHash = (token: string) =>
  createHmac("sha256", mailedLinkKey("account-link")).update(token, "utf8").digest("base64url");

/** A new link of that purpose for the account, the earlier ones voided; the token goes in the mail, never stored. */
export async function issueLink(client: Client, accountId: string, purpose: LinkPurpose, now: Date): Promise<string> {
  await client.accountLink.deleteMany({ where: { accountId, purpose } });
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]);
  await client.accountLink.create({
    data: { tokenHash: linkHash(token), accountId, purpose, createdAt: now, expiresAt },
  });
  return token;
}

const liveWhere = (token: string, purpose: LinkPurpose, now: Date) => ({
  tokenHash: linkHash(token),
  purpose,
  usedAt: null,
  expiresAt: { gt: now },
});

/** The account a link of that purpose names while it is unused and unexpired; null otherwise. */
export async function liveLinkAccount(client: Client, token: string, purpose: LinkPurpose, now: Date) {
  const link = await client.accountLink.findFirst({
    where: liveWhere(token, purpose, now),
    select: { accountId: true },
  });
  return link?.accountId ?? null;
}

/**
 * Spends the link: the account it names for the one use that counts, null for every other (a replay, a link expired,
 * replaced or of another purpose). Two uses at once cannot both count: only a row still unused is updated.
 */
export async function spendLink(client: Client, token: string, purpose: LinkPurpose, now: Date) {
  const accountId = await liveLinkAccount(client, token, purpose, now);
  if (!accountId) return null;
  const { count } = await client.accountLink.updateMany({
    where: liveWhere(token, purpose, now),
    data: { usedAt: now },
  });
  return count === 1 ? accountId : null;
}
