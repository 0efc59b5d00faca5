-- The links mailed to the newsroom's people: invitations and password resets (issue 41, docs/team.md).

-- CreateTable
CREATE TABLE "AccountLink" (
    "tokenHash" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "AccountLink_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "AccountLink_accountId_purpose_idx" ON "AccountLink"("accountId", "purpose");

-- CreateIndex
CREATE INDEX "AccountLink_expiresAt_idx" ON "AccountLink"("expiresAt");

-- AddForeignKey
ALTER TABLE "AccountLink" ADD CONSTRAINT "AccountLink_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
