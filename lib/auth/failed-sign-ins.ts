import "server-only";
import { record } from "../audit/record";
import { db } from "../db";
import { serializable } from "../db-transaction";
import { normalizedEmail } from "./accounts";
import { throttleKey } from "./throttle";

/**
 * Only attempts that name an account's e-mail are kept: guesses at other addresses concern no one. A wrong password
 * (`checked`, not an attempt refused by a lock unheard) is also an audit event of that account: the login's throttle
 * bounds how many an account can take, so the log cannot be flooded.
 */
export async function countFailedSignIn(email: string, checked: boolean): Promise<void> {
  const named = await db.account.findUnique({
    where: { email: normalizedEmail(email) },
    select: { id: true, email: true },
  });
  if (!named) return;
  const account = throttleKey("account", email);
  await db.$transaction([
    db.failedSignIns.upsert({
      where: { account },
      create: { account, attempts: 1 },
      update: { attempts: { increment: 1 } },
    }),
    ...(checked ? [record(db, { actorId: named.id, kind: "sign-in-refused", subject: named.email })] : []),
  ]);
}

/** At a successful sign-in: how many failed since the last one; the count starts again at 0. */
export async function takeFailedSignIns(email: string): Promise<number> {
  const account = throttleKey("account", email);
  return serializable(async (tx) => {
    const record = await tx.failedSignIns.findUnique({ where: { account } });
    if (record) await tx.failedSignIns.delete({ where: { account } });
    return record?.attempts ?? 0;
  });
}
