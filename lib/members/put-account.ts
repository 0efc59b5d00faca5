// The operator's way to a person's account from the server's shell (npm run team:account): a new colleague before
// invitations reach them by mail, and the recovery of a newsroom that lost its last Administrador (docs/team.md).
import "server-only";
import { randomUUID } from "node:crypto";
import { record } from "../audit/record";
import { serializable } from "../db-transaction";
import type { PrismaClient } from "../generated/prisma/client";
import { normalizedEmail, type AccountStatus } from "../auth/accounts";
import { hashPassword } from "../auth/password";
import type { Role } from "../team/roles";
import { PASSWORD_MIN_LENGTH } from "../validations/password-length";
import { keepAnAdministrador } from "./members";

export type AccountRequest = { email: string; role: Role; password: string; name?: string };

export class AccountRequestError extends Error {}

/**
 * Creates the account, active with that password, or makes an existing one active with that role and password (its
 * sessions end: a new password closes what the old one opened; and their second factors go, so that one who lost their
 * phone and passkeys gets in with it). Refuses to take the role of Administrador from the
 * last active one (a TeamRuleError). Answers whether the account was created.
 */
export async function putAccount(client: PrismaClient, request: AccountRequest): Promise<{ created: boolean }> {
  if (request.password.length < PASSWORD_MIN_LENGTH) {
    throw new AccountRequestError(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const email = normalizedEmail(request.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new AccountRequestError(`Not an e-mail address: ${request.email}`);
  const passwordHash = await hashPassword(request.password);
  const status: AccountStatus = "active";
  return serializable(
    async (tx) => {
      const existing = await tx.account.findUnique({
        where: { email },
        select: { id: true, role: true, status: true },
      });
      if (!existing) {
        const name = request.name?.trim() || email.split("@")[0];
        await tx.account.create({ data: { id: randomUUID(), email, name, role: request.role, status, passwordHash } });
        return { created: true };
      }
      if (request.role !== "administrador") await keepAnAdministrador(tx, existing);
      const name = request.name?.trim();
      await tx.account.update({
        where: { id: existing.id },
        data: { role: request.role, status, passwordHash, ...(name && { name }) },
      });
      await tx.editorSession.deleteMany({ where: { accountId: existing.id } });
      // The operator's recovery of a person who lost every factor: the new password is their way in again.
      const authenticator = await tx.totp.deleteMany({ where: { accountId: existing.id } });
      const passkeys = await tx.passkey.deleteMany({ where: { accountId: existing.id } });
      await tx.recoveryCode.deleteMany({ where: { accountId: existing.id } });
      if (authenticator.count + passkeys.count > 0) {
        const detail = { factor: "all", authenticator: authenticator.count, passkeys: passkeys.count };
        await record(tx, { actorId: null, kind: "factor-removed", subject: existing.id, detail });
      }
      return { created: false };
    },
    { client },
  );
}
