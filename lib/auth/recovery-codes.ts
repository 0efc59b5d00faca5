import "server-only";
import { createHmac, randomInt } from "node:crypto";
import type { Prisma } from "../generated/prisma/client";
import { db } from "../db";
import { secondFactorKey } from "./credentials-key";

export const RECOVERY_CODE_COUNT = 10;
/** Without letters a person confuses (0/o, 1/l/i): 31 signs, ten of them make about 50 bits. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const CODE_LENGTH = 10;

/** As the person may type it: any case, with or without the dash and spaces. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

const codeHash = (code: string) =>
  createHmac("sha256", secondFactorKey("recovery-code")).update(normalised(code), "utf8").digest("base64url");

function newCode(): string {
  const signs = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${signs.slice(0, 5)}-${signs.slice(5)}`;
}

/** Ten new codes in place of the person's old ones, inside the caller's transaction; answered once, stored hashed. */
export async function replaceRecoveryCodes(tx: Prisma.TransactionClient, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.recoveryCode.deleteMany({ where: { accountId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ codeHash: codeHash(code), accountId })) });
  return codes;
}

/** Spends one of the person's unused codes: true once per code, false for any other text. */
export async function spendRecoveryCode(accountId: string, code: string, now: Date = new Date()): Promise<boolean> {
  if (normalised(code).length !== CODE_LENGTH) return false;
  const { count } = await db.recoveryCode.updateMany({
    where: { codeHash: codeHash(code), accountId, usedAt: null },
    data: { usedAt: now },
  });
  return count === 1;
}

export const recoveryCodesLeft = (accountId: string) => db.recoveryCode.count({ where: { accountId, usedAt: null } });
