// The recovery of a person who lost every factor (docs/team.md): another Administrador removes their authenticator
// app, recovery codes and passkeys, never a mail alone. The person then signs in with their password, or a reset link,
// and sets new ones up.
import "server-only";
import { record } from "../audit/record";
import { db } from "../db";
import { serializable } from "../db-transaction";
import { MemberNotFoundError, TeamRuleError } from "./errors";

/** Removes every factor of the person and ends their sessions; `by` is the Administrador, never the person. */
export async function resetFactors(personId: string, by: string, now: Date = new Date()): Promise<void> {
  if (personId === by) throw new TeamRuleError("Your own factors are changed from your account page.");
  await serializable(async (tx) => {
    if (!(await tx.account.findUnique({ where: { id: personId }, select: { id: true } })))
      throw new MemberNotFoundError("No one in the team has that id.");
    const authenticator = await tx.totp.deleteMany({ where: { accountId: personId } });
    const passkeys = await tx.passkey.deleteMany({ where: { accountId: personId } });
    await tx.recoveryCode.deleteMany({ where: { accountId: personId } });
    await tx.editorSession.deleteMany({ where: { accountId: personId } });
    const detail = { factor: "all", authenticator: authenticator.count, passkeys: passkeys.count };
    await record(tx, { actorId: by, kind: "factor-removed", subject: personId, detail, at: now });
  });
}

/** The people with an authenticator app set up or a passkey: those the team page offers to reset. */
export async function peopleWithFactors(): Promise<Set<string>> {
  const [authenticators, passkeys] = await Promise.all([
    db.totp.findMany({ where: { confirmedAt: { not: null } }, select: { accountId: true } }),
    db.passkey.findMany({ select: { accountId: true }, distinct: ["accountId"] }),
  ]);
  return new Set([...authenticators, ...passkeys].map((row) => row.accountId));
}
