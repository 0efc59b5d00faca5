-- AlterTable
ALTER TABLE "EditorSession" ADD COLUMN     "factorFailures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "factorPending" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Totp" (
    "accountId" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "lastStep" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),

    CONSTRAINT "Totp_pkey" PRIMARY KEY ("accountId")
);

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "codeHash" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("codeHash")
);

-- CreateIndex
CREATE INDEX "RecoveryCode_accountId_idx" ON "RecoveryCode"("accountId");

-- AddForeignKey
ALTER TABLE "Totp" ADD CONSTRAINT "Totp_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

