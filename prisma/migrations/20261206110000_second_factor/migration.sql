-- CreateTable
CREATE TABLE "Totp" (
    "accountId" TEXT NOT NULL PRIMARY KEY,
    "secret" TEXT NOT NULL,
    "lastStep" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" DATETIME,
    CONSTRAINT "Totp_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "codeHash" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "RecoveryCode_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable: in place, so every open session is kept
ALTER TABLE "EditorSession" ADD COLUMN "factorPending" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "EditorSession" ADD COLUMN "factorFailures" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "RecoveryCode_accountId_idx" ON "RecoveryCode"("accountId");
