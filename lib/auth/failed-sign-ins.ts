import "server-only";
import { db } from "../db";
import { serializable } from "../db-transaction";
import { normalizedEmail } from "./accounts";
import { throttleKey } from "./throttle";

/** Only attempts that name an account's e-mail are kept: guesses at other addresses concern no one. */
export async function countFailedSignIn(email: string): Promise<void> {
  if (!(await db.account.findUnique({ where: { email: normalizedEmail(email) }, select: { id: true } }))) return;
  const account = throttleKey("account", email);
  await db.failedSignIns.upsert({
    where: { account },
    create: { account, attempts: 1 },
    update: { attempts: { increment: 1 } },
  });
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
